import type { ChatIntakeView, ChatSessionView } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatIstDate } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { answerChatRequest } from '../api/chat.api';
import { callMessages } from '../call.messages';
import { chatMessages } from '../chat.messages';
import { useNow } from '../hooks/use-now.hook';
import { secondsUntil } from '../lib/chat-session-state';

/** What the customer told the astrologer: name, birth date, time (or "not known") and place. */
export function IntakeDetails({ intake, className = 'chat-intake' }: { intake: ChatIntakeView; className?: string }) {
  const t = useMessages(chatMessages);
  const { language } = useLanguage();
  return (
    <dl className={className}>
      <div>
        <dt>{t.intakeName}</dt>
        <dd>{intake.name}</dd>
      </div>
      <div>
        <dt>{t.birthDate}</dt>
        <dd>{intake.birth_date ? formatIstDate(intake.birth_date, language) : '—'}</dd>
      </div>
      <div>
        <dt>{t.birthTime}</dt>
        <dd>{intake.birth_time ?? t.birthTimeUnknown}</dd>
      </div>
      <div>
        <dt>{t.birthPlace}</dt>
        <dd>{intake.birth_place}</dd>
      </div>
    </dl>
  );
}

/** Seconds left until `answer_by`, ticking. */
export function AnswerCountdown({ answerBy, text }: { answerBy: string; text: (seconds: number) => string }) {
  const now = useNow();
  const seconds = secondsUntil(answerBy, now);
  return (
    <p className="chat-countdown" role="timer" aria-atomic="true">
      {text(seconds)}
    </p>
  );
}

/**
 * The astrologer's answer to a request: the intake, the time left, Accept, and Reject with an
 * optional reason (3–300 characters). `onAnswered` gets the session the server answered.
 */
export function RequestAnswer({ session, onAnswered, headingLevel = 2 }: { session: ChatSessionView; onAnswered: (session: ChatSessionView) => void; headingLevel?: 2 | 3 }) {
  const t = useMessages(chatMessages);
  const tc = useMessages(callMessages);
  const isCall = session.channel === 'call';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState<'accept' | 'reject'>();
  const [failure, setFailure] = useState<ApiFailure>();

  const answer = async (body: { action: 'accept' } | { action: 'reject'; reason?: string }) => {
    setFailure(undefined);
    setBusy(body.action);
    const result = await answerChatRequest(session.id, body).catch(() => NO_ANSWER);
    setBusy(undefined);
    if (isApiFailure(result)) return setFailure(result);
    onAnswered(result.data);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text !== '' && (text.length < 3 || text.length > 300)) {
      setReasonError(t.rejectReasonLength);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError(undefined);
    void answer(text === '' ? { action: 'reject' } : { action: 'reject', reason: text });
  };

  return (
    <section className={`chat-request chat-request--${session.channel}`} aria-labelledby={`${id}-title`} data-channel={session.channel}>
      <Heading id={`${id}-title`} className="chat-request__title" tabIndex={-1} data-state-heading>
        {isCall ? tc.requestTitle : t.requestTitle}: {session.intake.name}
      </Heading>
      <p className="chat-request__channel">
        <span className={`chat-request__badge chat-request__badge--${session.channel}`}>{isCall ? tc.callRequest : tc.chatRequest}</span>{' '}
        {tc.perMinute(formatRupees(session.price_per_min))}
      </p>
      <IntakeDetails intake={session.intake} />
      <AnswerCountdown answerBy={session.answer_by} text={t.answerIn} />
      {rejecting ? (
        <form noValidate onSubmit={reject} className="chat-request__reject">
          <FormField id={`${id}-reason`} label={t.rejectReason} hint={t.rejectReasonHint} error={reasonError}>
            {(control) => <textarea {...control} rows={2} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} autoFocus />}
          </FormField>
          <div className="chat-actions">
            <button type="submit" className="button" disabled={busy !== undefined} aria-busy={busy === 'reject'}>
              {busy === 'reject' ? <Spinner /> : null}
              {t.confirmReject}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setRejecting(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="chat-actions">
          <button type="button" className="button" disabled={busy !== undefined} aria-busy={busy === 'accept'} onClick={() => void answer({ action: 'accept' })}>
            {busy === 'accept' ? <Spinner /> : null}
            {t.accept}
          </button>
          <button type="button" className="button button--secondary" disabled={busy !== undefined} onClick={() => setRejecting(true)}>
            {t.reject}
          </button>
        </div>
      )}
      {failure ? <FailedWrite failure={failure} /> : null}
    </section>
  );
}
