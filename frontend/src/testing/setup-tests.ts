import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearBrowserState } from './browser-state';

// jsdom lays nothing out and reports window.scrollTo as not implemented; the app calls it to open a new page at its top.
window.scrollTo = () => undefined;
// Nor does it measure ranges, which the rich-text editor (ProseMirror) asks for to keep the cursor in view.
const noRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
Range.prototype.getBoundingClientRect = noRect;
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

// findBy… and waitFor wait for a condition; their 1 s default is tight on a busy 2-core CI machine,
// and a longer limit costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearBrowserState();
});
