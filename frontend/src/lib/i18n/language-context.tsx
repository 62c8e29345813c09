import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readLanguage, saveLanguage, type Language } from './language-preference';

interface LanguageState {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
}

// Outside a provider (component tests that render one piece) the stored choice is used, read-only.
const LanguageContext = createContext<LanguageState | undefined>(undefined);

/** Holds the visitor's language for the whole app, so switching re-renders every piece of chrome at once. */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setState] = useState<Language>(() => initial ?? readLanguage());
  const setLanguage = useCallback((next: Language) => {
    saveLanguage(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext) ?? { language: readLanguage(), setLanguage: saveLanguage };
}
