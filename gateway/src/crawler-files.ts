import { request } from 'node:http';
import { CORRELATION_HEADER, PRIVATE_PATH_RULES, sitemapView, type SitemapPage } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type express from 'express';
import type { Request, Response } from 'express';
import type { Upstreams } from './upstreams.js';

/** Crawlers read these rarely and they change slowly; an hour of staleness costs nothing. */
const CACHE_CONTROL = 'public, max-age=3600';
/**
 * Named from the request's Host (PUBLIC_ORIGIN unset): a shared cache in front that keys on the path
 * alone could keep one asked with a forged Host and give it to crawlers for the hour. So then only
 * the asker may keep it (set PUBLIC_ORIGIN in production; docs/request-edge.md).
 */
const CACHE_CONTROL_FROM_HOST = 'private, max-age=3600';

export interface CrawlerFileOptions {
  /** The query service's instances, taken in turn like any request's. */
  readonly queryServices: Upstreams;
  /** PUBLIC_ORIGIN, normalised; unset, the origin the request addressed. */
  readonly publicOrigin: string | undefined;
  readonly logger: Logger;
}

/**
 * /robots.txt and /sitemap.xml (docs/web-delivery.md). Both name the site by its absolute
 * origin, which only the gateway knows (PUBLIC_ORIGIN, else the request's own), so they are
 * written here; the sitemap's pages come from the query service (`get_sitemap`, cached there
 * and invalidated by writes).
 */
export function serveCrawlerFiles(app: express.Express, options: CrawlerFileOptions): void {
  const originOf = (req: Request) => options.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  app.get('/robots.txt', (req: Request, res: Response) => {
    res.setHeader('Cache-Control', options.publicOrigin ? CACHE_CONTROL : CACHE_CONTROL_FROM_HOST);
    res.type('text/plain').send(robotsTxt(originOf(req)));
  });

  app.get('/sitemap.xml', async (req: Request, res: Response) => {
    try {
      const pages = await fetchSitemapPages(options.queryServices.next(), String(res.locals.correlationId));
      res.setHeader('Cache-Control', options.publicOrigin ? CACHE_CONTROL : CACHE_CONTROL_FROM_HOST);
      res.type('application/xml').send(sitemapXml(originOf(req), pages));
    } catch (error) {
      options.logger.error({ err: error }, 'sitemap unavailable');
      res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The sitemap is not available right now.');
    }
  });
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_RULES.map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ path, lastmod }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

function fetchSitemapPages(queryServiceUrl: URL, correlationId: string): Promise<SitemapPage[]> {
  return new Promise((resolve, reject) => {
    const call = request(new URL('/api/get_sitemap', queryServiceUrl), { headers: { accept: 'application/json', [CORRELATION_HEADER]: correlationId } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        if (answer.statusCode !== 200) return reject(new Error(`get_sitemap answered ${answer.statusCode}`));
        try {
          const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: unknown };
          resolve(sitemapView.parse(envelope.data).pages);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    call.on('error', reject);
    call.end();
  });
}
