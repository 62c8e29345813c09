import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearBrowserState } from './browser-state';

// The files of a worker share one jsdom window and one module cache (isolate: false in
// vitest.config.ts: a fresh window and fresh imports per file cost more than the tests). So each
// file starts as it would in a window of its own: a blank page at /, and the app's modules
// evaluated again (a module's state, such as a cache of loaded answers, must not leak from the
// file before; libraries in node_modules stay loaded).
vi.resetModules();
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');

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
afterEach(async () => {
  cleanup();
  // The tab's one chat socket outlives its last screen by a few seconds (LINGER_MS), and it
  // reconnects on the window's online and visibility events: one left from a test would open a
  // socket among the next test's fakes, or the next file's, since they share this window.
  (await import('../features/chat/lib/chat-socket-context')).disposeSharedChatSocket();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  clearBrowserState();
});
