// Public pages answered with their content in the HTML (docs/server-rendering.md): the SPA's own
// server entry (frontend/dist-server, built by `npm run build:frontend`) renders the page with the
// query service's data, and the browser hydrates it. Whatever goes wrong — no server entry, a
// render that throws, a query service slower than the budget — the visitor gets the plain SPA
// shell, as before server rendering, never an error page.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@nakshatra/platform';
import type { Request } from 'express';
import { pageDocument, type Manifest, type RenderedPage } from './page-document.js';

/** How long a page may take to render, its reads included, before the shell is served instead. */
export const DEFAULT_PAGE_RENDER_TIMEOUT_MS = 1_500;

interface ServerEntry {
  startServerRendering(calls: { queryServiceUrls: readonly string[] }): void;
  renderPage(request: { url: string; cookieHeader: string; origin: string; signal: AbortSignal }): Promise<RenderedPage | undefined>;
}

export interface ServerPagesOptions {
  readonly frontendDir: string;
  /** One per instance, taken in turn. */
  readonly queryServiceUrls: readonly URL[];
  /** PUBLIC_ORIGIN; unset, the origin the request addressed. */
  readonly publicOrigin?: string;
  readonly timeoutMs?: number;
  readonly logger: Logger;
}

export interface RenderedDocument {
  readonly status: number;
  readonly html: string;
}

/** Renders public pages; `render` answers undefined when the shell should be served instead. */
export function serverPages(options: ServerPagesOptions): { render(req: Request): Promise<RenderedDocument | undefined> } {
  const { frontendDir, logger } = options;
  const entryFile = path.join(frontendDir, '..', 'dist-server', 'entry-server.js');
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAGE_RENDER_TIMEOUT_MS;
  // Loaded once, as the gateway starts (a cold load is slower than a render's budget): the build is what it is for the gateway's life.
  const loaded: Promise<{ entry: ServerEntry; shell: string; manifest: Manifest } | undefined> = (async () => {
    if (!existsSync(entryFile)) {
      logger.warn({ entryFile }, 'no server entry: pages are served as the plain SPA shell (run npm run build:frontend)');
      return undefined;
    }
    const [entry, shell, manifest] = await Promise.all([
      import(pathToFileURL(entryFile).href) as Promise<ServerEntry>,
      readFile(path.join(frontendDir, 'index.html'), 'utf8'),
      readFile(path.join(frontendDir, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest),
    ]);
    entry.startServerRendering({ queryServiceUrls: options.queryServiceUrls.map((url) => url.origin) });
    return { entry, shell, manifest };
  })();
  loaded.catch((error: unknown) => logger.error({ err: error, entryFile }, 'the server entry does not load: pages are served as the plain SPA shell'));

  return {
    async render(req) {
      const ready = await loaded.catch(() => undefined);
      if (!ready) return undefined;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`page render over ${timeoutMs} ms`)), timeoutMs);
      try {
        const page = await ready.entry.renderPage({
          url: req.originalUrl,
          cookieHeader: req.get('cookie') ?? '',
          origin: options.publicOrigin ?? `${req.protocol}://${req.get('host')}`,
          signal: controller.signal,
        });
        if (!page || controller.signal.aborted) return undefined;
        return { status: page.status, html: pageDocument(ready.shell, page, ready.manifest) };
      } catch (error) {
        logger.warn({ path: req.path, err: error }, 'page render failed: serving the SPA shell');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
