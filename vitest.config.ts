import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ProjectOrderSequencer from './platform/src/testing/project-order-sequencer.ts';

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const packages = ['contracts', 'astrology', 'event-store', 'platform', 'projections', 'command-service', 'query-service', 'gateway', 'launcher', 'bench'];
const alias = [
  { find: '@nakshatra/platform/nest', replacement: fileURLToPath(new URL('./platform/src/nest/index.ts', import.meta.url)) },
  { find: '@nakshatra/platform/testing', replacement: fileURLToPath(new URL('./platform/src/testing/index.ts', import.meta.url)) },
  { find: '@nakshatra/event-store/testing', replacement: fileURLToPath(new URL('./event-store/src/testing/index.ts', import.meta.url)) },
  { find: '@nakshatra/command-service/testing', replacement: fileURLToPath(new URL('./command-service/src/testing.ts', import.meta.url)) },
  { find: '@nakshatra/contracts/client', replacement: fileURLToPath(new URL('./contracts/src/client.ts', import.meta.url)) },
  ...packages.map((name) => ({ find: `@nakshatra/${name}`, replacement: fileURLToPath(new URL(`./${name}/src/index.ts`, import.meta.url)) })),
];
const globalSetup = ['./platform/src/testing/global-setup.ts'];
// Every answer a service gives in these tests is checked against its catalogue entry (platform/src/http/answer-check.ts).
// A read after a write waits for the projections up to READ_YOUR_WRITES_MS (2 s in production): on
// a busy machine a projection can be further behind than that, and the test would read the state
// before its own write. A bound for the condition, not a wait: a caught-up projection answers at once.
// Likewise a public page's server render (PAGE_RENDER_TIMEOUT_MS, 1.5 s in production, then the
// plain SPA shell): the first render of a stack, on a busy machine, took longer, and a page meant
// to be read without JavaScript came without its content.
const env = { NAKSHATRA_CHECK_ANSWERS: '1', READ_YOUR_WRITES_MS: '30000', PAGE_RENDER_TIMEOUT_MS: '30000' };

export default defineConfig({
  resolve: { alias },
  test: {
    // expect.poll waits for a condition; its own default (1 s) is a tight timeout on a busy machine.
    // This is a bound for a condition that never comes, not a wait: a met condition returns at once.
    expect: { poll: { timeout: 20_000 } },
    // Three test files at a time on two cores: each file waits on PostgreSQL, a child process, a
    // browser or a real chat minute for part of its time. On 2026-11-29 (2 × AMD EPYC) two at a
    // time kept the cores busy 1.55 of 2 (528 s of tests), three 1.81–1.89 (469–483 s), and
    // `npm test` passed beside two CPU hogs (12.0 min). docs/testing.md, "Workers", has the runs.
    maxWorkers: 3,
    reporters: ['default', './platform/src/testing/closing-line-reporter.ts'],
    // Projects of long files first (platform/src/testing/project-order-sequencer.ts).
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      // Unit tests are pure functions and classes: one module cache per worker instead of fresh
      // imports per file (157 files: 161 s isolated, 19 s shared). Their bound is for a test that
      // never ends: the property tests compute for seconds, and on a busy machine for tens of them
      // (the kundli's 100 random births took 20 s at a load average of 15; vitest's own 5 s failed it).
      { extends: true, test: { name: 'unit', include: ['*/src/**/*.unit.test.ts'], exclude: ['frontend/**', '**/node_modules/**'], isolate: false, testTimeout: 60_000 } },
      {
        extends: true,
        // Integration files share their worker's module cache too (imports 881 s → 41 s summed over
        // 91 files): each file starts its own stack on its own database and stops it, so what a
        // module keeps (pools, timers) belongs to a stack a file started and stopped.
        test: { name: 'int', include: ['*/src/**/*.int.test.ts'], exclude: ['frontend/**', '**/node_modules/**'], globalSetup, env, testTimeout: 30_000, hookTimeout: 60_000, isolate: false },
      },
      './frontend/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['*/src/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          // The demo catalogue is written once a run, into a template database each file copies (frontend/src/testing/demo-template.ts).
          globalSetup: [...globalSetup, './frontend/src/testing/demo-template-setup.ts'],
          env,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
