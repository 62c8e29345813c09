// The server entry (docs/server-rendering.md), built by `vite build --ssr` into frontend/dist-server
// and loaded by the gateway: it renders a public page with its data, in the visitor's language and
// login state as their cookies say, and answers what the gateway writes into index.html.
import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/app.provider';
import { appRoutes } from '../app/app.router';
import { callFromServer, type ServerCalls } from '../lib/api-client';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../lib/i18n/language-preference';
import { handedDataHtml, type HandedData } from '../lib/ssr/handed-data';
import { pageHeadHtml } from '../lib/ssr/page-head';
import { ServerRenderContext, type ServerRender } from '../lib/ssr/server-render';
import { cookieFrom } from '../lib/user-session';
import { isPublicPage } from './public-pages';

export interface PageRequest {
  /** The path and query the visitor asked for. */
  readonly url: string;
  readonly cookieHeader: string;
  /** The site's origin: PUBLIC_ORIGIN, or the one the request addressed. */
  readonly origin: string;
  /** Aborted when the gateway stops waiting. */
  readonly signal: AbortSignal;
}

export interface RenderedPage {
  readonly status: number;
  readonly language: Language;
  /** The head's title, description, canonical, Open Graph and JSON-LD elements. */
  readonly headHtml: string;
  /** React's preloads of what the page shows first (its pictures), for the head. */
  readonly preloadHtml: string;
  /** The app's markup, for inside #root. */
  readonly bodyHtml: string;
  /** The <script> that hands the rendered data to the browser. */
  readonly dataHtml: string;
  /** The source files (as in vite's manifest) of the route pages rendered, whose CSS and code the head links. */
  readonly pageModules: readonly string[];
}

// Every route page, loaded with the server bundle, to name the pages a render used by their source file.
const routePages = import.meta.glob<{ default: ComponentType }>('../app/routes/*.page.tsx', { eager: true });
const sourceOfPage = new Map(Object.entries(routePages).map(([file, module]) => [module.default, `src/app/${file.slice('../app/'.length)}`]));

/**
 * A path no page of the app has: rendered too, as the not-found page with 404, so that a crawler
 * drops it instead of indexing the shell (a "soft 404") and a visitor sees the page at once.
 */
const isUnknownPath = (pathname: string): boolean => matchRoutes(appRoutes, pathname)?.at(-1)?.route.path === '*';

/** Called once by the gateway: where the app's reads go on the server. */
export function startServerRendering(calls: ServerCalls): void {
  callFromServer(calls);
}

/** The page at `request.url`, rendered; undefined for a page the server does not render (the browser does). */
export async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const url = new URL(request.url, request.origin);
  if (!isPublicPage(url.pathname) && !isUnknownPath(url.pathname)) return undefined;
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url, { signal: request.signal }));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const stored = cookieFrom(request.cookieHeader, LANGUAGE_COOKIE);
  const render: ServerRender = {
    cookieHeader: request.cookieHeader,
    language: isLanguage(stored) ? stored : 'en',
    origin: request.origin,
    now: Date.now(),
    signal: request.signal,
    loads: new Map(),
    settled: new Map(),
    pages: new Set(),
  };
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRenderContext.Provider value={render}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </ServerRenderContext.Provider>
    </StrictMode>,
    // A part that fails would be left for the browser to render: the whole page is, instead (the gateway serves the shell).
    // progressiveChunkSize: every part inline, in order. A large part would otherwise be sent after a
    // fallback with an inline script to swap it in, which the Content-Security-Policy (rightly) refuses.
    { signal: request.signal, onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await new Response(prelude).text();
  // React opens the markup with the preloads it found (the pictures at the top of the page): they belong in the head.
  const [, preloads = '', bodyHtml = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(rendered) ?? [];
  if (request.signal.aborted) return undefined;
  if (failures.length > 0) throw new AggregateError(failures, `rendering ${url.pathname} failed`);
  const handed: HandedData = { language: render.language, origin: request.origin, renderedAt: render.now, loads: Object.fromEntries(render.settled) };
  const pages = await Promise.all([...render.pages].map((load) => load() as Promise<{ default: ComponentType }>));
  return {
    status: render.status ?? 200,
    language: render.language,
    headHtml: render.head ? pageHeadHtml(render.head) : '',
    preloadHtml: preloads,
    bodyHtml,
    dataHtml: handedDataHtml(handed),
    pageModules: pages.flatMap((page) => sourceOfPage.get(page.default) ?? []),
  };
}
