import { lazy, Suspense, useState } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { chunkLoader } from '../../../lib/chunk-loader';
import { startChatMessages } from '../start-chat.messages';

// The dialog (form, validation, the create call) is its own chunk: a list of cards loads only the buttons.
const loadDialog = chunkLoader(() => import('./intake-dialog.component'));
const IntakeDialog = lazy(loadDialog);

/** Who the button starts a chat with: what a card or a profile already has. */
export interface ChatTarget {
  readonly id: string;
  readonly name: string;
  readonly status: 'online' | 'busy' | 'offline';
  readonly price_per_min: number;
  /** Per minute of a call; null (or absent) when the astrologer takes no calls. */
  readonly call_price_per_min?: number | null;
  /** The astrologer's "take calls" switch; off, an online astrologer takes chats only for now. */
  readonly takes_calls?: boolean;
}

export type ConsultationChannel = 'chat' | 'call';

export interface StartChatLogin {
  readonly loggedIn: boolean;
  /** Opens the app's login popup (a successful login reloads the page). */
  readonly onLoginNeeded: () => void;
}

/**
 * "Chat" (or, with `channel="call"`, "Call · ₹x/min") on an astrologer card or profile: enabled
 * only while the astrologer is online ("Busy" / "Offline" otherwise); the Call button is absent for
 * an astrologer without a call price, and says "Not taking calls now" while their calls switch is off. A visitor is asked to log in first; a logged-in customer
 * fills the intake dialog, which requests the consultation and opens /chat-screen/<id> or /call-screen/<id>.
 */
export function StartChatButton({
  astrologer,
  login,
  className = 'button button--small start-chat',
  channel = 'chat',
}: {
  astrologer: ChatTarget;
  login: StartChatLogin;
  className?: string;
  channel?: ConsultationChannel;
}) {
  const t = useMessages(startChatMessages);
  const [open, setOpen] = useState(false);
  const callPrice = astrologer.call_price_per_min ?? null;
  if (channel === 'call' && callPrice === null) return null;
  if (channel === 'call' && astrologer.status === 'online' && astrologer.takes_calls === false) {
    return (
      <button type="button" className={`${className} start-chat--offline`} disabled aria-label={t.noCallsLabel(astrologer.name)}>
        {t.noCalls}
      </button>
    );
  }
  if (astrologer.status !== 'online') {
    const busy = astrologer.status === 'busy';
    return (
      <button type="button" className={`${className} start-chat--${astrologer.status}`} disabled aria-label={busy ? t.busyLabel(astrologer.name) : t.offlineLabel(astrologer.name)}>
        {busy ? t.busy : t.offline}
      </button>
    );
  }
  const start = () => (login.loggedIn ? setOpen(true) : login.onLoginNeeded());
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={callPrice !== null && channel === 'call' ? t.callWith(astrologer.name, formatRupees(callPrice)) : t.chatWith(astrologer.name)}
        aria-haspopup="dialog"
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {callPrice !== null && channel === 'call' ? t.call(formatRupees(callPrice)) : t.chat}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <IntakeDialog astrologer={astrologer} channel={channel} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
