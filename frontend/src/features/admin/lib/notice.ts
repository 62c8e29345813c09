import type { FieldError } from '@nakshatra/contracts/client';
import type { ApiFailure } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language-preference';
import { messagesFor, type Messages, type MessageTable, type Translation } from '../../../lib/i18n/messages';

/**
 * What the back office tells the admin: a refusal, a refused field, or its own words. Kept as data
 * and worded when shown (useNoticeText), so switching the language rewords what is on screen too.
 */
export type Notice =
  | { readonly refusal: ApiFailure }
  /** `named`: said with its path, where it does not stand beside its field. */
  | { readonly fieldError: FieldError; readonly named?: boolean }
  | { readonly say: (language: Language) => string };

/** The back office's own words, from one of its message tables. */
export const say = <T extends MessageTable>(messages: Messages<T>, pick: (t: Translation<T>) => string): Notice => ({
  say: (language) => pick(messagesFor(messages, language)),
});
