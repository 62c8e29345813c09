import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';

/** App-wide providers; spec §8 mounts the one toast container at top-center. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastContainer position="top-center" />
    </>
  );
}
