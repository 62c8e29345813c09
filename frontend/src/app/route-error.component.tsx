import { PageMeta } from '../components/page-meta.component';
import { pageMessages } from '../components/page.messages';
import { useMessages } from '../lib/i18n/messages';

/**
 * Shown when a page fails to render or its chunk fails to download (typically after a deploy
 * replaced the chunk the old page referenced); a reload fetches the current build.
 */
export function RouteError() {
  const t = useMessages(pageMessages);
  return (
    <main id="main" className="page page--centered">
      <PageMeta title={`${t.errorTitle} · Nakshatra`} description={t.errorText} />
      <h1>{t.errorTitle}</h1>
      <p>{t.errorText}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </main>
  );
}
