import type { ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { RuleRefundNote } from '../../../components/rule-refund/rule-refund-note.component';
import { formatRupees } from '../../../lib/format-money';
import { billPath } from '../../bills';
import { useMessages } from '../../../lib/i18n/messages';
import { chatMessages } from '../chat.messages';
import { formatDuration } from '../lib/chat-session-state';

type ChatText = (typeof chatMessages)['en'];

/** The chat's words, with a call's own where it has them (call.messages.ts). */
function useWords(words: Partial<ChatText> | undefined): ChatText {
  const chatWords = useMessages(chatMessages);
  return words ? { ...chatWords, ...words } : chatWords;
}

/** A request that was not accepted: why, in plain words, and where to go next. */
export function ChatRejected({ session, me, words, againTo = '/chat-with-astrologer' }: { session: ChatSessionView; me: ChatParticipant; words?: Partial<ChatText>; againTo?: string }) {
  const t = useWords(words);
  const rejection = session.rejection;
  const lines: string[] = [];
  if (me === 'customer') {
    if (rejection?.by === 'astrologer') lines.push(t.rejectedByAstrologer, ...(rejection.reason ? [t.rejectedReason(rejection.reason)] : []));
    else if (rejection?.reason === 'astrologer_busy') lines.push(t.rejectedBusy);
    else lines.push(t.rejectedTimeout);
    lines.push(t.nothingCharged);
  } else {
    lines.push(rejection?.by === 'astrologer' ? t.youRejected : t.requestTimedOut);
  }
  return (
    <section className="chat-outcome" aria-labelledby="chat-outcome-title">
      <h2 id="chat-outcome-title" tabIndex={-1} data-state-heading>
        {t.rejectedTitle}
      </h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {me === 'customer' ? (
        <AppLink className="button" to={againTo}>
          {t.chooseAnother}
        </AppLink>
      ) : (
        <AppLink className="button" to="/astrologer">
          {t.backToConsole}
        </AppLink>
      )}
    </section>
  );
}

export function endReason(session: ChatSessionView, me: ChatParticipant, t: ChatText): string {
  const end = session.end;
  if (!end) return '';
  const withdrawn = session.accepted_at === null;
  if (end.by === 'customer') return withdrawn ? (me === 'customer' ? t.youWithdrew : t.customerWithdrew) : me === 'customer' ? t.youEnded : t.customerEnded;
  if (end.by === 'astrologer') return me === 'astrologer' ? t.youEnded : t.astrologerEnded;
  if (end.reason === 'balance_exhausted') return me === 'customer' ? t.balanceRanOut : t.customerBalanceRanOut;
  if (end.reason === 'phone_ended') return t.phoneEnded;
  return end.reason === 'connection_lost' ? t.connectionLost : t.timedOut;
}

/**
 * The summary of an ended chat: duration, minutes, amount, what an automatic rule refunded (it may
 * come a few seconds after the end: a polite live region says so), who ended and why; then
 * (customer) the review.
 */
export function ChatEnded({ session, me, review, words, againTo = '/chat-with-astrologer' }: { session: ChatSessionView; me: ChatParticipant; review?: ReactNode; words?: Partial<ChatText>; againTo?: string }) {
  const t = useWords(words);
  return (
    <section className="chat-outcome" aria-labelledby="chat-outcome-title">
      <h2 id="chat-outcome-title" tabIndex={-1} data-state-heading>
        {t.endedTitle}
      </h2>
      <p className="chat-outcome__why">{endReason(session, me, t)}</p>
      {session.accepted_at !== null ? (
        <dl className="chat-summary">
          <div>
            <dt>{t.duration}</dt>
            <dd>{formatDuration(session.end?.duration_seconds ?? 0)}</dd>
          </div>
          <div>
            <dt>{t.minutesBilled}</dt>
            <dd>{t.minutes(session.minutes_billed)}</dd>
          </div>
          <div>
            <dt>{t.amount}</dt>
            <dd>{formatRupees(session.total_billed)}</dd>
          </div>
        </dl>
      ) : null}
      {session.accepted_at !== null ? (
        <div className="chat-outcome__refund" role="status">
          {session.rule_refund ? <RuleRefundNote refund={session.rule_refund} /> : null}
        </div>
      ) : null}
      {me === 'customer' && session.accepted_at !== null ? (
        <p className="chat-outcome__bill">
          <AppLink to={billPath(session.id)}>{t.viewBill}</AppLink>
        </p>
      ) : null}
      {me === 'customer' && session.accepted_at !== null && review ? (
<div className="chat-review">{review}</div>
      ) : null}
      {me === 'customer' ? (
        <AppLink className="button button--secondary" to={againTo}>
          {t.chatAgain}
        </AppLink>
      ) : (
        <AppLink className="button button--secondary" to="/astrologer">
          {t.backToConsole}
        </AppLink>
      )}
    </section>
  );
}
