import { useLanguage } from './language-context';
import type { Language } from './language-preference';

/** A message is a plain string or, when it has values in it, a function that builds the string. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each message declares its own parameters
type Message = string | ((...values: any[]) => string);
export type MessageTable = Record<string, Message>;

/** The same keys with the same kind of value: a string for a string, the same function type for a function. */
export type Translation<T extends MessageTable> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

export type Messages<T extends MessageTable> = Readonly<Record<Language, Translation<T>>>;

/**
 * The UI text of one feature, in English and Hindi side by side. The type makes a missing or
 * misshapen Hindi message a compile error, so no piece of chrome can stay untranslated.
 * Content (blog posts, horoscopes…) is not translated: it shows in the language it was written in.
 */
// English is the source: its shape (every message of T) is what the Hindi must match.
export const defineMessages = <T extends MessageTable>(en: T, hi: Translation<T>): Messages<T> => ({ en: en as Translation<T>, hi });

export const messagesFor = <T extends MessageTable>(messages: Messages<T>, language: Language): Translation<T> => messages[language];

/** The feature's messages in the visitor's language; re-renders when the language changes. */
export function useMessages<T extends MessageTable>(messages: Messages<T>): Translation<T> {
  return messagesFor(messages, useLanguage().language);
}
