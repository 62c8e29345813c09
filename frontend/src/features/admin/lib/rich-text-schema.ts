import { addressAsFollowed, isImageSource, isLinkTarget } from '@nakshatra/contracts';
import type { Editor, Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the rich-text editor can hold, chosen to match the site's allowlist filter
 * (contracts/src/content/rich-text.ts): h2–h4 (h1 is the page's title), paragraphs, bold, italic,
 * underline, strike, lists, quotes, rules, line breaks, links and images. Code and code blocks
 * are left out, as the filter keeps neither. Links and images are accepted only where the filter
 * lets them lead or come from, so the editor never shows what the server would then drop.
 */
export const richTextExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      // Links within the site are common (/horoscope/leo); a new tab is the author's choice, not the default.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (address) => isLinkTarget(addressAsFollowed(address)),
    },
  }),
  Image.extend({
    parseHTML: () => [{ tag: 'img[src]', getAttrs: (image) => (isImageSource(addressAsFollowed(image.getAttribute('src') ?? '')) ? null : false) }],
  }),
];

/** Tags the filter keeps but the editor has no place for; a body with one is edited as HTML so nothing is lost. */
const ONLY_IN_HTML = /<(table|figure)\b/i;
export const visualEditorCanHold = (html: string): boolean => !ONLY_IN_HTML.test(html);

/** The editor's content as the body to save: nothing when it is empty, and no blank paragraph left at the end. */
export const bodyOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));
