import { FilterXSS } from 'xss';

/**
 * Rich text (article bodies) keeps only formatting tags; scripts, event handlers, styles and
 * javascript: links are removed. The same filter runs on write (command schemas) and on render
 * (the SPA), so neither side has to trust the other.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [], br: [], strong: [], b: [], em: [], i: [], u: [], s: [], h2: [], h3: [], h4: [], blockquote: [],
    ul: [], ol: [], li: [], hr: [], figure: [], figcaption: [], table: [], thead: [], tbody: [], tr: [], th: [], td: [],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|\/(?!\/)|#)/i.test(value.trim())) return `${name}=""`;
    if (tag === 'img' && name === 'src' && !/^(https:|\/uploads\/)/i.test(value.trim())) return `${name}=""`;
    if (tag === 'a' && name === 'target') return 'target="_blank" rel="noopener noreferrer"';
    return undefined;
  },
});

export const sanitizeRichText = (html: string): string => filter.process(html);
