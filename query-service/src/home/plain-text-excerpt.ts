import { characterOfCode } from '@nakshatra/contracts';

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  // A reference to no character (past U+10FFFF, a surrogate) is U+FFFD: one stray entity in a horoscope must not fail the home page.
  if (name.startsWith('#x') || name.startsWith('#X')) return characterOfCode(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return characterOfCode(Number.parseInt(name.slice(1), 10));
  return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The opening words of a rich-text body as plain text, for teasers: tags go, block ends become
 * spaces, entities are decoded, and a long text is cut at a word with an ellipsis. Plain text
 * means the page that shows it needs no HTML sanitizer.
 */
export function plainTextExcerpt(html: string, maxLength = 160): string {
  const text = html
    .replace(/<\/(?:p|h[1-6]|li|blockquote|td|th|figcaption)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?–—-]+$/, '')}…`;
}
