import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { followNewsletterLink, type NewsletterLinkAction } from '../api/subscribe-newsletter.api';
import { contactMessages } from '../contact.messages';
import '../contact.css';

type Following = { readonly state: 'ready' | 'sending' | 'done' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/** The link a mail holds: `?confirm=<token>` or `?unsubscribe=<token>`. */
function linkOf(params: URLSearchParams): { readonly action: NewsletterLinkAction; readonly token: string } | null {
  const confirm = params.get('confirm');
  if (confirm) return { action: 'confirm', token: confirm };
  const unsubscribe = params.get('unsubscribe');
  return unsubscribe ? { action: 'unsubscribe', token: unsubscribe } : null;
}

/**
 * /newsletter, where the newsletter's mail links lead (docs/mail.md, "Newsletter: double opt-in"):
 * one button confirms the subscription or ends it. A button, not a call when the page opens: mail
 * scanners open links, and must not subscribe or unsubscribe anyone.
 */
export function NewsletterLinkPage() {
  const t = useMessages(contactMessages);
  const [params] = useSearchParams();
  const link = linkOf(params);
  const [following, setFollowing] = useState<Following>({ state: 'ready' });

  const follow = async () => {
    if (!link) return;
    setFollowing({ state: 'sending' });
    const answer = await followNewsletterLink(link.action, link.token).catch(() => NO_ANSWER);
    setFollowing(isApiFailure(answer) ? { state: 'failed', failure: answer } : { state: 'done' });
  };

  const confirming = link?.action === 'confirm';
  const busy = following.state === 'sending';
  return (
    <div className="contact-page">
      <PageMeta title={t.newsletterDocumentTitle} description={t.newsletterDescription} />
      <header className="contact-page__header">
        <h1>{link ? (confirming ? t.confirmTitle : t.unsubscribeTitle) : t.newsletterTitle}</h1>
      </header>
      {!link ? (
        <p>{t.noLink}</p>
      ) : following.state === 'done' ? (
        <p role="status">{confirming ? t.confirmed : t.unsubscribed}</p>
      ) : (
        <>
          <p className="contact-page__lead">{confirming ? t.confirmText : t.unsubscribeText}</p>
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void follow()}>
            {busy ? <Spinner /> : null}
            {confirming ? t.confirmButton : t.unsubscribeButton}
          </button>
          {following.state === 'failed' ? <FailedWrite failure={following.failure} /> : null}
        </>
      )}
    </div>
  );
}
