import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { appConfig } from '../../../config/app-config';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { InfoPage } from '../api/info-page';
import { useInfoPage } from '../hooks/use-info-page.hook';
import { infoPageMessages } from '../info-pages.messages';
import type { InfoPageSlug } from '../lib/info-page-slugs';
import { InfoPagesNav } from './info-pages-nav.component';
import '../info-pages.css';
import { withLazyImages } from '../../../lib/lazy-images';

/**
 * One of the site's own pages (about us, terms, privacy, refunds), as an admin wrote it. `children`:
 * what the product itself adds under the text, whatever the page's state (the refund policy's
 * automatic rules, which come from code, not content).
 */
export function InfoPageView({ slug, children }: { slug: InfoPageSlug; children?: ReactNode }) {
  const [page, retry] = useInfoPage(slug);
  return (
    <div className="info-page">
      <div className="info-page__main">
        {page.state === 'loaded' ? <PageArticle slug={slug} page={page.answer.data} /> : <PageState slug={slug} failedWith={page.state === 'failed' ? page.errorStatus : undefined} onRetry={retry} />}
        {children}
      </div>
      <InfoPagesNav current={slug} />
    </div>
  );
}

function PageArticle({ slug, page }: { slug: InfoPageSlug; page: InfoPage }) {
  const { language } = useLanguage();
  const t = useMessages(infoPageMessages);
  const { title, summary, body, updated_at: updatedAt } = page;
  // The server cleaned the body on write; cleaning it again means the page never trusts stored HTML.
  const html = useMemo(() => withLazyImages(sanitizeRichText(body)), [body]);
  return (
    <article className="info-page__article" aria-labelledby="info-page-title">
      <PageMeta title={`${title} · Nakshatra`} description={summary || t.description(slug)} />
      <header className="info-page__header">
        <h1 id="info-page-title">{title}</h1>
        {summary ? <p className="info-page__summary">{summary}</p> : null}
        <p className="info-page__updated">
          <time dateTime={updatedAt}>{t.lastUpdated(formatIstDate(updatedAt, language))}</time>
        </p>
      </header>
      <div className="info-page__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** Loading, not published (404) and failed: the page's known name stays as the heading meanwhile. */
function PageState({ slug, failedWith, onRetry }: { slug: InfoPageSlug; failedWith: number | undefined; onRetry: () => void }) {
  const t = useMessages(infoPageMessages);
  return (
    <div className="info-page__article">
      <PageMeta title={`${t.pageName(slug)} · Nakshatra`} description={t.description(slug)} />
      <h1>{t.pageName(slug)}</h1>
      {failedWith === undefined ? <InfoPageSkeleton label={t.loading} /> : null}
      {failedWith === 404 ? (
        <EmptyState title={t.notPublished}>
          <p>
            {t.askSupport} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
          </p>
        </EmptyState>
      ) : null}
      {failedWith !== undefined && failedWith !== 404 ? <LoadFailed text={t.loadFailed} onRetry={onRetry} /> : null}
    </div>
  );
}

function InfoPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="info-page__skeleton">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </div>
  );
}
