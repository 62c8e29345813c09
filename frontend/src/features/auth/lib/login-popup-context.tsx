import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { chunkLoader } from '../../../lib/chunk-loader';

// The popup is its own chunk: visitors who never log in never download it.
const loadPopup = chunkLoader(() => import('../components/login-popup.component'));
const LoginPopup = lazy(loadPopup);

interface LoginPopupControl {
  readonly open: () => void;
  /** Starts downloading the popup early (hover or focus on a login button). */
  readonly preload: () => void;
}

const LoginPopupContext = createContext<LoginPopupControl | undefined>(undefined);

/** The one login popup of the app (spec §2); the header's Login button and pages that need a login open it. */
export function LoginPopupProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const control = useMemo(() => ({ open: () => setOpen(true), preload: () => void loadPopup() }), []);
  return (
    <LoginPopupContext.Provider value={control}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <LoginPopup onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </LoginPopupContext.Provider>
  );
}

export function useLoginPopup(): LoginPopupControl {
  const control = useContext(LoginPopupContext);
  if (!control) throw new Error('useLoginPopup needs a LoginPopupProvider (the app layout has one)');
  return control;
}
