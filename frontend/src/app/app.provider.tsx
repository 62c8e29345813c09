import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LanguageProvider } from '../lib/i18n/language-context';

/** App-wide providers: the visitor's language, and the one toast container spec §8 mounts at top-center. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      {children}
      <ToastContainer position="top-center" />
    </LanguageProvider>
  );
}
