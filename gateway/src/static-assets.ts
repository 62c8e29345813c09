import { existsSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { compress, COMPRESS_FROM_BYTES, preferredCoding } from '@nakshatra/platform';
import { acceptableVariants } from './accept-encoding.js';
import type { RenderedDocument } from './pages/server-pages.js';

/** Hashed build output (`/assets/*`): a new build writes new names, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of the build keep their names across builds (the service worker, flags). */
const SHORT_LIVED = 'public, max-age=3600';
/** The page that names the current hashed files: the browser keeps it, but asks (ETag) before each use. */
const REVALIDATE = 'no-cache';

/**
 * The built SPA (docs/web-delivery.md): `/assets/*` immutable for a year, the other files of the
 * build for an hour, each sent as the build's brotli or gzip copy when the browser accepts it
 * (`Content-Encoding`, `Vary: Accept-Encoding`), else as the plain file. A request for
 * `/assets/*` that names no file is a 404, never the HTML, so a stale page cannot run HTML as
 * a script. Routes the gateway serves itself go before this; the SPA's HTML fallback after it.
 */
export function serveStaticAssets(app: express.Express, frontendDir: string): void {
  app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req)) return next();
    sendBuiltFile(req, res, next, frontendDir, path.posix.join('assets', req.path), IMMUTABLE, () => res.status(404).type('text/plain').send('Not found'));
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // The SPA's own paths have no extension (slugs and ids have no dots): no file to look for.
    if (!isRead(req) || !path.posix.extname(req.path) || req.path === '/index.html') return next();
    sendBuiltFile(req, res, next, frontendDir, req.path, SHORT_LIVED, next);
  });
}

/**
 * Sends the SPA's index.html, revalidated on every use (`no-cache` with its ETag and
 * Last-Modified, so a current copy costs a 304). The fallback of every path the SPA routes;
 * a server-rendered page can take over a path before it and call this for the rest.
 */
export function sendSpaIndex(req: Request, res: Response, next: NextFunction, frontendDir: string): void {
  if (!existsSync(path.join(frontendDir, 'index.html'))) {
    res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  sendBuiltFile(req, res, next, frontendDir, 'index.html', REVALIDATE, next);
}

/**
 * Every GET or HEAD the routes before it left is the SPA's: a public page rendered with its content
 * (pages/server-pages.ts), compressed for its request; the shell for the rest and on any failure.
 */
export function serveSpa(app: express.Express, frontendDir: string, renderPage: (req: Request) => Promise<RenderedDocument | undefined>): void {
  app.get('/{*path}', async (req: Request, res: Response, next: NextFunction) => {
    const page = await renderPage(req);
    if (!page) return sendSpaIndex(req, res, next, frontendDir);
    const html = Buffer.from(page.html);
    const coding = html.length >= COMPRESS_FROM_BYTES ? preferredCoding(req.get('accept-encoding')) : undefined;
    res.status(page.status).setHeader('Cache-Control', 'no-cache').setHeader('Vary', 'Cookie, Accept-Encoding').type('html');
    if (coding) res.setHeader('Content-Encoding', coding);
    res.end(coding ? await compress(html, coding, 'each') : html);
  });
}

const isRead = (req: Request): boolean => req.method === 'GET' || req.method === 'HEAD';

/**
 * Sends `relativePath` under `root` in the best encoding the request accepts and the build wrote,
 * trying the next when a copy is missing; `notFound` when not even the plain file is there.
 * `send` (under res.sendFile) refuses paths that climb out of `root` and dotfiles, and answers
 * conditional requests (ETag/Last-Modified of the copy sent) with 304.
 */
function sendBuiltFile(req: Request, res: Response, next: NextFunction, root: string, relativePath: string, cacheControl: string, notFound: () => void): void {
  const decoded = decodePath(relativePath);
  if (decoded === undefined) return notFound();
  res.vary('Accept-Encoding');
  const attempts = [...acceptableVariants(req.get('accept-encoding')).map(({ encoding, suffix }) => ({ encoding, file: decoded + suffix })), { encoding: undefined, file: decoded }];
  const contentType = res.type(path.extname(decoded) || '.bin').get('Content-Type') ?? 'application/octet-stream';
  const attempt = (index: number): void => {
    const { encoding, file } = attempts[index]!;
    const headers: Record<string, string> = { 'Cache-Control': cacheControl, 'Content-Type': contentType };
    if (encoding) headers['Content-Encoding'] = encoding;
    // A byte range of a compressed copy means nothing to a client that asked for the file; ranges are for the plain one.
    res.sendFile(file, { root, dotfiles: 'ignore', cacheControl: false, acceptRanges: !encoding, headers }, (error?: NodeJS.ErrnoException & { status?: number }) => {
      // Sent, or the caller hung up (ECONNABORTED): nothing more to say to anyone.
      if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
      const missingCopy = error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'ENAMETOOLONG';
      if (missingCopy && index + 1 < attempts.length) return attempt(index + 1);
      // A directory, a dotfile, a path out of the root: no file to send, like a missing one.
      if (!missingCopy && error.code !== 'EISDIR' && !(error.status !== undefined && error.status < 500)) return next(error);
      res.removeHeader('Content-Type');
      notFound();
    });
  };
  attempt(0);
}

/** The file a URL path names under the root; none for a path that is not one (bad escapes, `..`, backslashes, NUL). */
function decodePath(encoded: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  // `/assets/..%2findex.html` must not reach a file outside /assets under /assets' caching.
  return /[\\\0]/.test(decoded) || decoded.split('/').includes('..') ? undefined : decoded;
}
