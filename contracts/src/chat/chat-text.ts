/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;

/**
 * Chat text as plain text: markup tags and control characters (but newlines and tabs) are removed,
 * as are the invisible direction overrides that can disguise text; then trimmed. Clients still
 * render messages as text, never as HTML; this keeps the transcript clean for admins and exports.
 */
export function sanitizeChatText(raw: string): string {
  return raw
    .normalize('NFC')
    // A tag ends at the first `>` and never spans another `<`: with `[^>]*`, text such as `<a<a<a…`
    // made the engine rescan the rest of the input from every `<` (quadratic: a 1 MB review body
    // held the event loop for minutes). This form is linear.
    .replace(/<\/?[a-z!][^<>]*>/gi, '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
}
