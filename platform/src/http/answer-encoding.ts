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
 * The coding to answer in, from the request's Accept-Encoding (RFC 9110 §12.5.3): brotli when the
 * caller takes it, else gzip, else none. A coding with q=0 is refused; `*` stands for any coding
 * not named.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}
