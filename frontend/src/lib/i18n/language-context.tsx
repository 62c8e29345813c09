import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { handedData } from '../ssr/handed-data';
import { useServerRender } from '../ssr/server-render';
import { readLanguage, saveLanguage, type Language } from './language-preference';

interface LanguageState {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
}

// Outside a provider (component tests that render one piece) the stored choice is used, read-only.
const LanguageContext = createContext<LanguageState | undefined>(undefined);

/** Holds the visitor's language for the whole app, so switching re-renders every piece of chrome at once. */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const server = useServerRender();
  // A server-rendered page hydrates in the language the server rendered it in (the request's cookie).
  const [language, setState] = useState<Language>(() => initial ?? server?.language ?? handedData()?.language ?? readLanguage());
  // The browser's own choice, if it differs (a cookie blocked or not yet written), follows hydration.
  useEffect(() => {
    if (initial === undefined && handedData()) setState(readLanguage());
  }, [initial]);
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
