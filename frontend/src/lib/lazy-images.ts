/**
 * Article images (rich text, already sanitized: every image tag is written `<img ` by the filter)
 * are below the page's heading and picture: they load as the reader nears them and decode off the
 * main thread. Added when shown, not stored, so the stored body stays what the editor wrote.
 */
export const withLazyImages = (sanitizedHtml: string): string => sanitizedHtml.replaceAll('<img ', '<img loading="lazy" decoding="async" ');
