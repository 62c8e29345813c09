import { useMessages } from '../lib/i18n/messages';
import { useServerRender } from '../lib/ssr/server-render';
import { PageMeta } from './page-meta.component';
import { AppLink } from './app-link.component';
import { pageMessages } from './page.messages';

export interface NotFoundProps {
  readonly heading?: string;
  readonly text?: string;
  /** Where the visitor can go instead. */
  readonly back?: { readonly to: string; readonly label: string };
  readonly documentTitle?: string;
}

/** The 404 content: the unknown-path page, and pages whose item does not exist (with a way back to their list). */
export function NotFound({ heading, text, back, documentTitle }: NotFoundProps) {
  const t = useMessages(pageMessages);
  const server = useServerRender();
  // A server render answers an unknown page or item with 404, so crawlers drop it.
  if (server) server.status = 404;
  return (
    <section className="not-found">
      <PageMeta title={documentTitle ?? `${t.notFoundTitle} · Nakshatra`} description={text ?? t.notFoundText} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{heading ?? t.notFoundTitle}</h1>
      <p>{text ?? t.notFoundText}</p>
      <AppLink className="button" to={back?.to ?? '/'}>
        {back?.label ?? t.goHome}
      </AppLink>
    </section>
  );
}
