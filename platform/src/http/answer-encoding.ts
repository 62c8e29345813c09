import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the services answer in, besides none. */
export type ContentCoding = 'br' | 'gzip';

/** Smaller answers go as they are: compressing them saves less than a packet and costs a compression. */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How hard to compress: `once` for an answer compressed once and then sent many times from the
 * query cache (brotli at its highest quality: the few milliseconds are spent once per cache fill,
 * on libuv's thread pool); `each` for an answer compressed for one request (a fast brotli level
 * that still beats gzip on JSON).
 */
export type CompressionEffort = 'once' | 'each';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { once: 11, each: 4 };

/** Compresses off the event loop (zlib's async functions run on the thread pool). */
export function compress(body: Buffer, coding: ContentCoding, effort: CompressionEffort): Promise<Buffer> {
  if (coding === 'gzip') return gzipped(body, { level: effort === 'once' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The codings a request's Accept-Encoding takes (RFC 9110 §12.5.3), in the order to answer in: the
 * caller's weights first, brotli (smaller) before gzip on a tie. A coding with q=0 is refused; `*`
 * stands for any coding not named.
 */
export function acceptedCodings(acceptEncoding: string | undefined): ContentCoding[] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

/** The coding to answer in: the first accepted, or none. */
export const preferredCoding = (acceptEncoding: string | undefined): ContentCoding | undefined => acceptedCodings(acceptEncoding)[0];
