import type { DevMail } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { getDevMailbox } from '../api/get-dev-mailbox.api';
import { devMailboxMessages } from '../dev-mailbox.messages';
import '../dev-mailbox.css';

/** How often the open page asks again: the worker sends every 2 s (MAIL_TICK_MS), so new mail shows within seconds. */
const REFRESH_MS = 3_000;

type Mailbox = { readonly state: 'loading' | 'unavailable' | 'failed' } | { readonly state: 'loaded'; readonly mail: readonly DevMail[] };

/**
 * /dev/mailbox: the mail kept by the development mailbox (no SMTP_URL; docs/mail.md), like the
 * OTP outbox for login codes. Where the server sends through SMTP, or in production, it says so.
 */
export function DevMailboxPage() {
  const t = useMessages(devMailboxMessages);
  const { language } = useLanguage();
  const [mailbox, setMailbox] = useState<Mailbox>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const answer = await getDevMailbox(controller.signal).catch(() => NO_ANSWER);
      if (controller.signal.aborted) return;
      if (!isApiFailure(answer)) {
        setMailbox({ state: 'loaded', mail: answer.data });
        timer = setTimeout(() => void load(), REFRESH_MS);
      } else setMailbox({ state: answer.error_status === 404 ? 'unavailable' : 'failed' });
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [attempt]);

  return (
    <div className="dev-mailbox">
      <PageMeta title={t.documentTitle} description={t.description} />
      <h1>{t.title}</h1>
      {mailbox.state === 'unavailable' ? <p>{t.unavailable}</p> : <p className="dev-mailbox__lead">{t.lead}</p>}
      {mailbox.state === 'failed' ? <LoadFailed onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {mailbox.state === 'loaded' && mailbox.mail.length === 0 ? <p>{t.empty}</p> : null}
      {mailbox.state === 'loaded' ? (
        <ol className="dev-mailbox__list">
          {mailbox.mail.map((mail) => (
            <li key={mail.id}>
              <article className="dev-mail" aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
                <dl className="dev-mail__headers">
                  <dt>{t.to}</dt>
                  <dd>{mail.to}</dd>
                  {mail.reply_to ? (
                    <>
                      <dt>{t.replyTo}</dt>
                      <dd>{mail.reply_to}</dd>
                    </>
                  ) : null}
                  <dt>{t.sentAt}</dt>
                  <dd>{formatIstDateTime(mail.sent_at, language)}</dd>
                </dl>
                <pre className="dev-mail__body">{mail.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
