/**
 * The visitor's language choice (spec §2 header): kept in local storage and set on <html lang>, and
 * copied to the `language` cookie so that a server render of the next page is in that language too.
 */
export const languages = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;

export type Language = (typeof languages)[number]['code'];

const STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';
const YEAR_S = 31_536_000;
export const isLanguage = (value: unknown): value is Language => languages.some((language) => language.code === value);

export function readLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Whether this browser holds a choice the visitor made (without one, readLanguage answers English). */
export function hasChosenLanguage(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
}

const writeLanguageCookie = (language: Language): void => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_S}; samesite=lax`;
};

export function saveLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  writeLanguageCookie(language);
  applyLanguage(language);
}

/** At start-up, before the first render; a choice made before the cookie existed is copied to it. */
export function applyStoredLanguage(): void {
  const language = readLanguage();
  if (hasChosenLanguage()) writeLanguageCookie(language);
  applyLanguage(language);
}
