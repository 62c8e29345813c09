import { addressAsFollowed, isImageSource, isLinkTarget, sanitizeRichText } from '@nakshatra/contracts';

/**
 * What an admin pastes from Word or Google Docs, made into the few tags an article keeps: headings
 * (h2–h4), paragraphs, bold, italic, underline, strike, lists, quotes, links and images. Word's
 * list paragraphs become real lists; styles, classes, Office tags and comments go; bold and italic
 * written as styles (Google Docs) become <strong> and <em>. The result is passed through the same
 * allowlist filter the server applies, so what the editor receives is already what will be kept.
 */
export function cleanPastedHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  gatherWordLists(source);
  const clean = source.createElement('div');
  cleanChildren(source.body, clean);
  wrapLooseInline(clean);
  removeEmptyBlocks(clean);
  return sanitizeRichText(clean.innerHTML);
}

/** Left out with everything inside them. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'HEAD', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'XML']);
/** Tags kept, under the name the site uses; h1 is the page's title, so a pasted one becomes h2. */
const KEPT: Readonly<Record<string, string>> = {
  P: 'p', H1: 'h2', H2: 'h2', H3: 'h3', H4: 'h4', H5: 'h4', H6: 'h4', B: 'strong', STRONG: 'strong', I: 'em', EM: 'em',
  U: 'u', INS: 'u', S: 's', STRIKE: 's', DEL: 's', BLOCKQUOTE: 'blockquote', UL: 'ul', OL: 'ol', LI: 'li',
};
/** Boxes of blocks (Word's sections, Docs' wrappers, table cells): a paragraph when they hold only text, else just their content. */
const CONTAINERS = new Set(['BODY', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'ASIDE', 'NAV', 'CENTER', 'ADDRESS', 'FORM', 'PRE',
  'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TD', 'TH', 'CAPTION', 'FIGURE', 'FIGCAPTION', 'DL', 'DT', 'DD']);
/** The clean tags that are blocks of the editor's document. */
const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'HR', 'IMG']);

const isElement = (node: Node): node is Element => node.nodeType === 1;

function cleanChildren(from: Node, into: Node): void {
  for (const child of [...from.childNodes]) cleanNode(child, into);
}

function cleanNode(node: Node, into: Node): void {
  const doc = node.ownerDocument!;
  if (node.nodeType === 3) {
    // Word wraps its source lines; the line breaks are not the author's.
    into.appendChild(doc.createTextNode((node.textContent ?? '').replace(/[ \t\r\n]+/g, ' ')));
    return;
  }
  // Comments (Word's conditional ones too) and anything else that is not an element go.
  if (!isElement(node) || DROPPED.has(node.tagName)) return;
  const tag = node.tagName;
  if (tag === 'BR' || tag === 'HR') into.appendChild(doc.createElement(tag.toLowerCase()));
  else if (tag === 'IMG') appendImage(node, into);
  else if (CONTAINERS.has(tag)) appendContainer(node, into);
  else appendInline(node, into);
}

/** An image only from where the site shows images (https or our uploads): Word's file:// and data: pictures cannot be kept. */
function appendImage(image: Element, into: Node): void {
  const src = addressAsFollowed(image.getAttribute('src') ?? '');
  if (!isImageSource(src)) return;
  const clean = image.ownerDocument.createElement('img');
  clean.setAttribute('src', src);
  const alt = image.getAttribute('alt');
  if (alt) clean.setAttribute('alt', alt);
  into.appendChild(clean);
}

function appendContainer(container: Element, into: Node): void {
  const doc = container.ownerDocument;
  const content = doc.createDocumentFragment();
  cleanChildren(container, content);
  if ([...content.childNodes].some((child) => isElement(child) && BLOCKS.has(child.tagName))) {
    into.appendChild(content);
  } else {
    const paragraph = doc.createElement('p');
    paragraph.appendChild(content);
    into.appendChild(paragraph);
  }
}

/** A kept tag, a link, or a tag whose content stays (span, font, Office's o:p…), with the formatting its style gives. */
function appendInline(element: Element, into: Node): void {
  const doc = element.ownerDocument;
  const own = keptElement(element);
  const outer: Node = own ?? doc.createDocumentFragment();
  let inner = outer;
  for (const format of formatsOfStyle(element.getAttribute('style') ?? '')) {
    if (own?.tagName !== format.toUpperCase()) inner = inner.appendChild(doc.createElement(format));
  }
  cleanChildren(element, inner);
  // Google Docs nests a sub-list straight in its list; the site's lists hold it in the item before.
  const isList = own?.tagName === 'UL' || own?.tagName === 'OL';
  const previousItem = isElement(into) && (into.tagName === 'UL' || into.tagName === 'OL') ? into.lastElementChild : null;
  if (isList && previousItem?.tagName === 'LI') previousItem.appendChild(outer);
  else into.appendChild(outer);
}

function keptElement(element: Element): Element | undefined {
  const doc = element.ownerDocument;
  if (element.tagName === 'A') {
    const href = addressAsFollowed(element.getAttribute('href') ?? '');
    if (!isLinkTarget(href)) return undefined;
    const link = doc.createElement('a');
    link.setAttribute('href', href);
    return link;
  }
  // Google Docs wraps the whole paste in <b style="font-weight:normal">: not bold at all.
  if ((element.tagName === 'B' || element.tagName === 'STRONG') && /font-weight:\s*(normal|[1-4]00)\b/i.test(element.getAttribute('style') ?? '')) return undefined;
  const name = KEPT[element.tagName];
  return name ? doc.createElement(name) : undefined;
}

/** Bold, italic, underline and strike-through said with CSS, as Google Docs and Word's spans do. */
function formatsOfStyle(style: string): string[] {
  const value = (property: string): string => new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim().toLowerCase() ?? '';
  const weight = value('font-weight');
  const decoration = `${value('text-decoration')} ${value('text-decoration-line')}`;
  return [
    /^(bold|bolder|[6-9]00)$/.test(weight) ? 'strong' : '',
    value('font-style') === 'italic' ? 'em' : '',
    decoration.includes('underline') ? 'u' : '',
    decoration.includes('line-through') ? 's' : '',
  ].filter(Boolean);
}

/** Word's spacer paragraphs (`<p>&nbsp;</p>`) and the empty ones left after the cleaning. */
function removeEmptyBlocks(root: Element): void {
  for (const block of [...root.querySelectorAll('p, h2, h3, h4, blockquote')]) {
    if (!block.querySelector('img') && (block.textContent ?? '').replace(/[\s\u00a0]/g, '') === '') block.remove();
  }
}

/** Text left between blocks (a Docs paste of one line, a cell of text) goes into a paragraph of its own. */
function wrapLooseInline(root: Element): void {
  let paragraph: Element | undefined;
  for (const child of [...root.childNodes]) {
    if (isElement(child) && BLOCKS.has(child.tagName)) {
      paragraph = undefined;
      continue;
    }
    if (!paragraph) {
      if (!isElement(child) && (child.textContent ?? '').trim() === '') {
        child.remove();
        continue;
      }
      paragraph = root.ownerDocument.createElement('p');
      root.insertBefore(paragraph, child);
    }
    paragraph.appendChild(child);
  }
}

/** `mso-list:l0 level2 lfo1`: a paragraph Word made a list item of, and how deep. */
const WORD_LIST_ITEM = /mso-list:\s*l\d+\s+level(\d+)/i;
/** The marker Word writes before each item's text, in a span it tells itself to ignore. */
const isWordMarker = (element: Element): boolean => /mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '');
const wordListLevel = (element: Element): number | undefined => {
  const match = element.tagName === 'P' ? WORD_LIST_ITEM.exec(element.getAttribute('style') ?? '') : null;
  return match ? Number(match[1]) : undefined;
};

/**
 * Word copies a list as paragraphs, each with its level in its style and its bullet or number as
 * text. Each run of such paragraphs becomes a list (nested by level), numbered when the first
 * marker of a level is a number or letter followed by `.` or `)`.
 */
function gatherWordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll('p')].filter((paragraph) => wordListLevel(paragraph) !== undefined);
  let run: Element[] = [];
  for (const item of items) {
    if (run.length > 0 && item.previousElementSibling !== run.at(-1)) {
      replaceWithList(run);
      run = [];
    }
    run.push(item);
  }
  if (run.length > 0) replaceWithList(run);
}

function replaceWithList(run: readonly Element[]): void {
  const doc = run[0]!.ownerDocument;
  const newList = (paragraph: Element): Element => {
    const marker = [...paragraph.querySelectorAll('[style]')].find(isWordMarker)?.textContent?.trim() ?? '';
    return doc.createElement(/^\(?[0-9a-z]{1,5}[.)]/i.test(marker) ? 'ol' : 'ul');
  };
  const root = newList(run[0]!);
  const open: { level: number; list: Element }[] = [{ level: wordListLevel(run[0]!)!, list: root }];
  for (const paragraph of run) {
    const level = wordListLevel(paragraph)!;
    while (open.length > 1 && level < open.at(-1)!.level) open.pop();
    if (level > open.at(-1)!.level) {
      const parent = open.at(-1)!.list;
      const holder = parent.lastElementChild ?? parent.appendChild(doc.createElement('li'));
      open.push({ level, list: holder.appendChild(newList(paragraph)) });
    }
    for (const marker of [...paragraph.querySelectorAll('[style]')].filter(isWordMarker)) marker.remove();
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    open.at(-1)!.list.appendChild(item);
  }
  run[0]!.replaceWith(root);
  for (const paragraph of run.slice(1)) paragraph.remove();
}
