/** The formats the gateway converts uploads into, smallest first (docs/web-delivery.md, "Images"). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type ModernFormat = (typeof MODERN_FORMATS)[number];

export const CONTENT_TYPE_OF: Record<ModernFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface AcceptedFormat {
  readonly format: ModernFormat;
  /** The client's weight for it (RFC 9110 §12.4.2), above 0. */
  readonly q: number;
}

/**
 * The modern formats a request's `Accept` header takes, highest weight first (AVIF before WebP on
 * a tie). Only a format named outright counts: `image/*` and `*\/*` do not, because browsers that
 * cannot decode WebP (old Safari, Internet Explorer) send those too; image CDNs read it the same
 * way. `q=0` refuses a format.
 */
export function acceptedImageFormats(accept: string | undefined): AcceptedFormat[] {
  const weights = new Map<ModernFormat, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...parameters] = part.trim().toLowerCase().split(';');
    const format = MODERN_FORMATS.find((candidate) => CONTENT_TYPE_OF[candidate] === type?.trim());
    if (!format) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // A weight that is no number refuses, as the services read Accept-Encoding.
    weights.set(format, Number.isFinite(weight) && weight > 0 ? Math.min(weight, 1) : 0);
  }
  return MODERN_FORMATS.filter((format) => (weights.get(format) ?? 0) > 0)
    .map((format) => ({ format, q: weights.get(format)! }))
    .sort((a, b) => b.q - a.q);
}
