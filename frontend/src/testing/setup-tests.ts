import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearBrowserState } from './browser-state';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearBrowserState();
});
