/**
 * A page's head (docs/server-rendering.md): what search engines and link previews read. The server
 * writes it into the HTML it answers with (pageHeadHtml); in the browser, each page's PageMeta
 * keeps the same elements right as the visitor moves from page to page (applyPageHead).
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Absolute: the site's origin and the page's path, without its query. */
  readonly canonical: string;
  readonly type: 'website' | 'article' | 'profile';
  /** Absolute URL of the image a link preview shows. */
  readonly image?: string;
  /** schema.org structured data (an Article, a Person…), as JSON-LD. */
  readonly jsonLd?: Readonly<Record<string, unknown>>;
}

const SITE_NAME = 'Nakshatra';

/** Every element of the head but the title, by a selector that finds it and the attributes it has. */
function headElements(head: PageHead): { selector: string; tag: 'meta' | 'link'; attributes: Record<string, string> }[] {
  const meta = (property: string, content: string | undefined) =>
    content === undefined ? [] : [{ selector: `meta[property="${property}"]`, tag: 'meta' as const, attributes: { property, content } }];
  return [
    { selector: 'meta[name="description"]', tag: 'meta', attributes: { name: 'description', content: head.description } },
    { selector: 'link[rel="canonical"]', tag: 'link', attributes: { rel: 'canonical', href: head.canonical } },
    ...meta('og:site_name', SITE_NAME),
    ...meta('og:type', head.type),
    ...meta('og:title', head.title),
    ...meta('og:description', head.description),
    ...meta('og:url', head.canonical),
    ...meta('og:image', head.image),
  ];
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: nothing in it may close the script or open a comment. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The head as HTML, for the server's answer. */
export function pageHeadHtml(head: PageHead): string {
  const elements = headElements(head).map(({ tag, attributes }) => `<${tag} ${Object.entries(attributes).map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')} />`);
  const jsonLd = head.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`] : [];
  return [`<title>${escapeAttribute(head.title)}</title>`, ...elements, ...jsonLd].join('\n    ');
}

/** Makes the document's head say what `head` says, reusing the elements the server wrote. */
export function applyPageHead(head: PageHead): void {
  document.title = head.title;
  const wanted = headElements(head);
  for (const { selector, tag, attributes } of wanted) {
    const element = document.head.querySelector(selector) ?? document.head.appendChild(document.createElement(tag));
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
  if (!head.image) document.head.querySelector('meta[property="og:image"]')?.remove();
  const jsonLd = document.head.querySelector('script[type="application/ld+json"]');
  if (!head.jsonLd) jsonLd?.remove();
  else (jsonLd ?? document.head.appendChild(Object.assign(document.createElement('script'), { type: 'application/ld+json' }))).textContent = JSON.stringify(head.jsonLd);
}
