/**
 * How place names and typed text are compared: both become search keys, so "São Tomé",
 * "sao tome" and "SAO-TOME" meet, and "newdelhi" finds New Delhi.
 */

/** Latin letters that Unicode does not decompose into a base letter and a diacritic. */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const UNDECOMPOSED_LETTER = /[ßæœøłđðþı]/g;
/**
 * Latin diacritics (after NFD), the Devanagari nukta (ज़ is often typed ज) and zero-width
 * joiners. Devanagari vowel signs are combining marks too, so only these ranges are dropped.
 */
const IGNORED_MARKS = /[\u0300-\u036f\u093c\u200c\u200d]/g;
/** Removed rather than made a space: "O'Fallon" is typed "ofallon". */
const APOSTROPHES = /['’ʻʼ`]/g;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{M}\p{N}]+/gu;
const ASCII_NOT_A_WORD_CHARACTER = /[^a-z0-9]+/g;
/** Anything but printable ASCII (control characters take the thorough path too). */
const NOT_PRINTABLE_ASCII = /[^ -~]/;

/** Lower case, no diacritics, apostrophes gone, any other punctuation a single space. */
export function normalisePlaceText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII; the Unicode path is several times slower and the index normalises ~1M names.
  if (!NOT_PRINTABLE_ASCII.test(lower)) return lower.replace(APOSTROPHES, '').replace(ASCII_NOT_A_WORD_CHARACTER, ' ').trim();
  return lower
    .normalize('NFD')
    .replace(IGNORED_MARKS, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED_LETTERS[letter]!)
    .replace(APOSTROPHES, '')
    .replace(NOT_A_WORD_CHARACTER, ' ')
    .trim();
}

/** The key text is compared by: normalised, without spaces ("New  York" and "newyork" are one key). */
export function searchKeyOf(text: string): string {
  return normalisePlaceText(text).replaceAll(' ', '');
}

/**
 * The keys a place's own name is found by: the whole name first, then the name from each later
 * word on, so "york" finds New York too.
 */
export function searchKeysOfName(name: string): string[] {
  const words = normalisePlaceText(name);
  const keys = [words.replaceAll(' ', '')];
  for (let space = words.indexOf(' '); space >= 0; space = words.indexOf(' ', space + 1)) keys.push(words.slice(space + 1).replaceAll(' ', ''));
  return keys;
}
