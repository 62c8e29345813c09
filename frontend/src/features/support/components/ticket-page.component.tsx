import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure, type ApiResult } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { closeTicket, getTicket, reopenTicket, replyToTicket, SUPPORT_TEXT_MAX } from '../api/support.api';
import { supportMessages } from '../support.messages';
import { ScreenshotPicker } from './screenshot-picker.component';
import { TicketThread } from './ticket-thread.component';
import '../support.css';

/** /support/:id: the opener's ticket, its thread, and what they can do next (reply, reopen within 7 days, close). */
export function TicketPage({ ticketId }: { ticketId: string }) {
  const t = useMessages(supportMessages);
  const { language } = useLanguage();
  const id = useId();
  const [loaded, retry] = useApiLoad(`support-ticket:${ticketId}`, (signal) => getTicket(ticketId, signal));
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);

  /** Any of the opener's writes: on success the ticket is read again (the client waits for the write's position). */
  const act = async (write: () => Promise<ApiResult<unknown, unknown>>) => {
    setFailure(undefined);
    setBusy(true);
    const answer = await write().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setText('');
    setImages([]);
    retry();
  };
  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void act(() => replyToTicket(ticketId, text, images));
  };

  if (loaded.state === 'loading') return <p aria-busy="true">{t.ticketLoading}</p>;
  if (loaded.state === 'failed') return <LoadFailed text={t.ticketFailed} onRetry={retry} />;
  const { ticket, thread } = loaded.answer.data;
  return (
    <div className="support-ticket">
      <p>
        <AppLink to="/support">← {t.back}</AppLink>
      </p>
      <h1>{ticket.subject}</h1>
      <p className="support-ticket__facts">
        {t.reference(ticket.reference)} · {t.categories(ticket.category)} · <span className={`support-status support-status--${ticket.status}`}>{t.statuses(ticket.status)}</span>
        {ticket.link ? ` · ${t.linkedTo}: ${t.linkKinds(ticket.link.kind)}` : null}
      </p>
      <TicketThread entries={thread} sides={{ customer: t.you, support: t.supportTeam }} />
      {failure ? <FailedWrite failure={failure} /> : null}
      {ticket.status === 'closed' ? <p>{t.closedNote}</p> : null}
      {ticket.status === 'open' || ticket.status === 'awaiting_customer' ? (
        <form className="support-form" noValidate onSubmit={submitReply}>
          <FormField id={`${id}-reply`} label={t.reply}>
            {(control) => <textarea {...control} rows={4} maxLength={SUPPORT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />}
          </FormField>
          <ScreenshotPicker id={`${id}-images`} urls={images} onChange={setImages} />
          <div className="support-form__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              {t.sendReply}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void act(() => closeTicket(ticketId))}>
              {t.close}
            </button>
          </div>
        </form>
      ) : null}
      {ticket.status === 'resolved' && ticket.reopen_until && new Date(ticket.reopen_until) > new Date() ? (
        <div className="support-form__actions">
          <p>{t.reopenUntil(formatIstDateTime(ticket.reopen_until, language))}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => reopenTicket(ticketId))}>
            {t.reopen}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void act(() => closeTicket(ticketId))}>
            {t.close}
          </button>
        </div>
      ) : null}
    </div>
  );
}
