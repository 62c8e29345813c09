import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.component';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Opens the dialog a moment after mounting, as a lazily loaded dialog opens once its code arrives. */
function OpensLater() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <button type="button" autoFocus>
        Chat
      </button>
      {open && (
        <ModalDialog labelledBy="title" onClose={() => undefined}>
          <h2 id="title">Intake</h2>
          <input aria-label="Name" data-autofocus />
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('has focus inside when it is first added to the page, before it can be painted', async () => {
    // Rendered as the browser renders it, outside act(), which would run every effect at once.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const focusWhenAdded: Array<string | null> = [];
    const observer = new MutationObserver(() => {
      if (focusWhenAdded.length === 0 && document.querySelector('[role="dialog"]')) focusWhenAdded.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<OpensLater />);
      await vi.waitFor(() => expect(focusWhenAdded).toHaveLength(1));
      expect(focusWhenAdded).toEqual(['Name']);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
    }
  });
});
