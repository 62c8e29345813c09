import { FilterXSS } from 'xss';

/**
 * A path on this site: one slash, then anything but a second slash or a backslash. Browsers read
 * `//host` and `/\host` (and `\\host`) as another host, so those are not paths here.
 */
export const SITE_PATH_START = /^\/(?![/\\])/;

/** Where an article's link may lead: any http(s) page, a path on this site, an anchor of the page, an e-mail address. */
const LINK_TARGET = new RegExp(`^(?:https?://|mailto:|#)|${SITE_PATH_START.source}`, 'i');
/**
 * Where an article's image may come from: https, or our own uploads — judged after the browser's
 * own resolution, since `/uploads/../api/x` starts like an upload and is not one.
 */
export const isImageSource = (address: string): boolean =>
  /^https:\/\//i.test(address) || (address.startsWith('/uploads/') && new URL(address, 'https://site.invalid').pathname.startsWith('/uploads/'));
export const isLinkTarget = (address: string): boolean => LINK_TARGET.test(address);

/**
 * Rich text (article bodies) keeps only formatting tags; scripts, event handlers and styles are
 * removed, and a link or image whose address leads anywhere else is dropped (the text stays). The
 * same filter runs on write (command schemas) and on render (the SPA), so neither side has to
 * trust the other.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], h2: [], h3: [], h4: [], blockquote: [],
    ul: [], ol: [], li: [], hr: [], figure: [], figcaption: [], table: [], thead: [], tbody: [], tr: [], th: [], td: [],
    // No `rel` of the writer's: a link opening a new tab always gets noopener (below); a kept `rel="opener"` before it would win.
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') return addressAttribute(name, value, isLinkTarget);
    if (tag === 'img' && name === 'src') return addressAttribute(name, value, isImageSource);
    if (tag === 'a' && name === 'target') return 'target="_blank" rel="noopener noreferrer"';
    return undefined;
  },
});

export const sanitizeRichText = (html: string): string => filter.process(html);

/**
 * An href or src as the browser will follow it, kept only when `allowed` says so (an empty string
 * drops the attribute). The address is judged as the browser reads it — character references
 * decoded, tabs and line breaks removed, the ends trimmed — and written back exactly as judged,
 * with every `&` escaped, so no entity left undecoded here (`&bsol;`) can change it afterwards.
 */
function addressAttribute(name: string, raw: string, allowed: (address: string) => boolean): string {
  const address = addressAsFollowed(raw);
  return allowed(address) ? `${name}="${escapeAttribute(address)}"` : '';
}

/** The URL standard's own first steps after the HTML parser decoded the attribute. */
export function addressAsFollowed(raw: string): string {
  return (
    decodeReferences(raw)
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex -- the URL standard trims C0 controls and spaces
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  );
}

/** The named references an address plausibly spells; any other stays literal (and is escaped on the way out). */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"', apos: "'",
  sol: '/', bsol: '\\', colon: ':', period: '.', Tab: '\t', NewLine: '\n', nbsp: '\u00a0',
};

/** The character a numeric reference names; U+FFFD for none (0, a surrogate, or past U+10FFFF, which String.fromCodePoint throws on). */
export const characterOfCode = (code: number): string => (code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd');

function decodeReferences(raw: string): string {
  return raw.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));?/gi, (reference, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
    if (named !== undefined) return NAMED[named] ?? reference;
    return characterOfCode(hex !== undefined ? parseInt(hex, 16) : Number(decimal));
  });
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
