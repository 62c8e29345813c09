import type { ChatSessionView } from '@nakshatra/contracts';
import { AppLink } from '../../../components/app-link.component';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { chatMessages } from '../chat.messages';
import type { ChatSocketStatus } from '../lib/chat-socket-client';
import { formatDuration } from '../lib/chat-session-state';

// The pieces the chat screen and the call screen show alike, each in its own words (the call passes its own).

/** The socket's trouble: the login ended (with Log in), or it is reconnecting. */
export function SocketNotice({ status, loggedOut, onLoginNeeded }: { status: ChatSocketStatus; loggedOut: string; onLoginNeeded: () => void }) {
  const t = useMessages(chatMessages);
  if (status === 'unauthorized') {
    return (
      <div role="alert" className="chat-notice chat-notice--alert">
        <p>{loggedOut}</p>
        <button type="button" className="button" aria-haspopup="dialog" onClick={onLoginNeeded}>
          {t.logIn}
        </button>
      </div>
    );
  }
  return status === 'reconnecting' ? (
    <p role="status" className="chat-notice">
      <Spinner /> {t.reconnecting}
    </p>
  ) : null;
}

/** No session shown yet: it does not exist (or is not the user's), or it is on its way (nothing while the login has ended: the notice says why). */
export function SessionNotYet({ missing, status, notFound, connecting }: { missing: boolean; status: ChatSocketStatus; notFound: string; connecting: string }) {
  const t = useMessages(chatMessages);
  if (missing) {
    return (
      <div className="chat-outcome" role="alert">
        <p>{notFound}</p>
        <AppLink className="button" to="/">
          {t.home}
        </AppLink>
      </div>
    );
  }
  return status === 'unauthorized' ? null : (
    <p role="status" className="chat-notice">
      <Spinner /> {connecting}
    </p>
  );
}

/** Time so far, minutes billed and the amount, as the server billed them. */
export function BillingStats({ session, elapsed, elapsedLabel, className = 'chat-header__stats' }: { session: ChatSessionView; elapsed: number; elapsedLabel: string; className?: string }) {
  const t = useMessages(chatMessages);
  return (
    <dl className={className}>
      <div>
        <dt>{elapsedLabel}</dt>
        <dd>
          <span role="timer">{formatDuration(elapsed)}</span>
        </dd>
      </div>
      <div>
        <dt>{t.minutesBilled}</dt>
        <dd>{session.minutes_billed}</dd>
      </div>
      <div>
        <dt>{t.totalBilled}</dt>
        <dd>{formatRupees(session.total_billed)}</dd>
      </div>
    </dl>
  );
}

/** The customer's balance covers two minutes or fewer: say so, with a recharge that keeps the consultation open in this tab. */
export function LowBalanceWarning({ text }: { text: string }) {
  const t = useMessages(chatMessages);
  return (
    <div role="alert" className="chat-low-balance">
      <p>{text}</p>
      <a className="button button--small button--accent" href="/recharge" target="_blank" rel="noopener">
        {t.rechargeNewTab}
      </a>
    </div>
  );
}
