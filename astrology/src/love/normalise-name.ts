/**
 * Marks that spell the same name two ways: accents after NFKD decomposition (Latin, Greek and
 * Cyrillic accents are script-neutral "Inherited" marks) and the Devanagari nukta (क़ is often
 * typed as क). Devanagari vowel signs and the virama belong to their script and stay: they
 * change the name.
 */
const SPELLING_VARIANT_MARKS = /\p{Script=Inherited}|\u093c/gu;
/** Everything but letters and the marks that remain: spaces, dots, digits, ZWJ/ZWNJ. */
const NOT_PART_OF_A_NAME = /[^\p{L}\p{M}]/gu;

/** `  José  María ` and `jose maria` are one name; `राम` stays Devanagari (names are not transliterated). */
export const normaliseName = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(SPELLING_VARIANT_MARKS, '').replace(NOT_PART_OF_A_NAME, '').normalize('NFC');
