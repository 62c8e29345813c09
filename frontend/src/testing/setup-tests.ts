import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearBrowserState } from './browser-state';

// jsdom lays nothing out and reports window.scrollTo as not implemented; the app calls it to open a new page at its top.
window.scrollTo = () => undefined;

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearBrowserState();
});
