import { defineProject, mergeConfig } from 'vitest/config';
import { spaConfig } from './vite.config.ts';

// One project of the root vitest config: component and unit tests of the SPA, in jsdom.
export default mergeConfig(
  spaConfig,
  defineProject({
    test: {
      name: 'frontend',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.unit.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // One jsdom window and module cache per worker, not per file: a fresh window and fresh
      // imports of React, the router and Testing Library cost more than the tests themselves
      // (24 component files: 145 s a window each, 57 s shared). setup-tests.ts gives each file
      // a blank page and the app's own modules afresh.
      isolate: false,
      // Above the 10 s a findBy waits (setup-tests.ts), so a missing element fails with its own message.
      testTimeout: 30_000,
      // The same bound for expect.poll as the root config's (a condition, not a wait).
      expect: { poll: { timeout: 10_000 } },
    },
  }),
);
