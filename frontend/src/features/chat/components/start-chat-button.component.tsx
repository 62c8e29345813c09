import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { startChatMessages } from '../start-chat.messages';

// The dialog (form, validation, the create call) is its own chunk: a list of cards loads only the buttons.
const loadDialog = () => import('./intake-dialog.component');
const IntakeDialog = lazy(loadDialog);

/** Who the button starts a chat with: what a card or a profile already has. */
export interface ChatTarget {
  readonly id: string;
  readonly name: string;
  readonly status: 'online' | 'busy' | 'offline';
  readonly price_per_min: number;
}

export interface StartChatLogin {
  readonly loggedIn: boolean;
  /** Opens the app's login popup (a successful login reloads the page). */
  readonly onLoginNeeded: () => void;
}

/**
 * "Chat" on an astrologer card or profile: enabled only while the astrologer is online ("Busy" /
 * "Offline" otherwise). A visitor is asked to log in first; a logged-in customer fills the intake
 * dialog, which requests the chat and opens /chat-screen/<id>.
 */
export function StartChatButton({ astrologer, login, className = 'button button--small start-chat' }: { astrologer: ChatTarget; login: StartChatLogin; className?: string }) {
  const t = useMessages(startChatMessages);
  const [open, setOpen] = useState(false);
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
        aria-label={t.chatWith(astrologer.name)}
        aria-haspopup="dialog"
        onClick={start}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {t.chat}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <IntakeDialog astrologer={astrologer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
