/** The encodings the build writes beside a file (frontend/build-tools/precompress.ts), best first, with their file suffix. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The precompressed variants a request's `Accept-Encoding` accepts, in the order to try them:
 * the client's weights first (`q`), ours (brotli, smaller) on a tie. An encoding given `q=0`, or
 * not named and not covered by `*`, is not acceptable. The plain file is always the last resort
 * (identity is never refused here: a client that refuses it and every variant still gets the file).
 */
export function acceptableVariants(acceptEncoding: string | undefined): Precompressed[] {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return PRECOMPRESSED.filter((variant) => weightOf(variant.encoding) > 0).sort((a, b) => weightOf(b.encoding) - weightOf(a.encoding));
}
