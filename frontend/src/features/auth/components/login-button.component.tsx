import { lazy, Suspense, useState } from 'react';

// The popup is its own chunk: visitors who never log in never download it. Hover or focus starts the download early.
const loadPopup = () => import('./login-popup.component');
const LoginPopup = lazy(loadPopup);

/** The header's Login button (spec §2, logged out) and the popup it opens. */
export function LoginButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
      >
        Login
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LoginPopup onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
