import { NEWSLETTER_LINK_TOKEN } from '@nakshatra/contracts/client';
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

/** Where following the link stands; `bad`: the link names nothing (cut by a mail client, expired, or used up). */
type Following = { readonly state: 'ready' | 'sending' | 'done' | 'bad' } | { readonly state: 'failed'; readonly failure: ApiFailure };

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
 * scanners open links, and must not subscribe or unsubscribe anyone. A link that cannot be one (a
 * mail client cut it) or that the server does not know says so instead of offering the button.
 */
export function NewsletterLinkPage() {
  const t = useMessages(contactMessages);
  const [params] = useSearchParams();
  const link = linkOf(params);
  const [following, setFollowing] = useState<Following>(() => ({ state: link && !NEWSLETTER_LINK_TOKEN.test(link.token) ? 'bad' : 'ready' }));

  const follow = async () => {
    if (!link) return;
    setFollowing({ state: 'sending' });
    const answer = await followNewsletterLink(link.action, link.token).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) return setFollowing({ state: 'done' });
    setFollowing(answer.code === 'subscriber.link_invalid' ? { state: 'bad' } : { state: 'failed', failure: answer });
  };

  const confirming = link?.action === 'confirm';
  const busy = following.state === 'sending';
  const offering = link && (following.state === 'ready' || following.state === 'sending' || following.state === 'failed');
  // One status region from the start, its text set when there is an outcome: screen readers announce a change, not a region born full.
  const outcome = !link ? t.noLink : following.state === 'done' ? (confirming ? t.confirmed : t.unsubscribed) : following.state === 'bad' ? t.badLink : '';
  return (
    <div className="contact-page">
      <PageMeta title={t.newsletterDocumentTitle} description={t.newsletterDescription} />
      <header className="contact-page__header">
        <h1>{link ? (confirming ? t.confirmTitle : t.unsubscribeTitle) : t.newsletterTitle}</h1>
      </header>
      {offering ? (
        <>
          <p className="contact-page__lead">{confirming ? t.confirmText : t.unsubscribeText}</p>
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void follow()}>
            {busy ? <Spinner /> : null}
            {confirming ? t.confirmButton : t.unsubscribeButton}
          </button>
          {following.state === 'failed' ? <FailedWrite failure={following.failure} /> : null}
        </>
      ) : null}
      <p role="status">{outcome}</p>
    </div>
  );
}
