import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@nakshatra/launcher';
import { removeUploadFolders } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './browser';
import { keepBrowserJournal, type BrowserJournal } from './browser-journal';
import { copyTemplateUploads, demoTemplate } from './demo-template';

export type Stack = Awaited<ReturnType<typeof startStack>>;

export interface BrowserStack {
  /** The whole product as `npm start` runs it: gateway serving frontend/dist, both services, projections. */
  readonly stack: Stack;
  readonly browser: Browser;
  readonly databaseUrl: string;
  readonly uploadsDir: string;
  /** An absolute URL of the running product. */
  at(path: string): string;
}

export interface BrowserStackOptions {
  /**
   * Starts the product on the demo catalogue (what `npm run seed` writes), its read models caught
   * up: a copy of the run's demo template (demo-template.ts), not a seed of the file's own.
   */
  readonly seedDemo?: boolean;
  /**
   * The file types into a birth-place box (the kundli form, a chat's or a call's intake), so the
   * query service builds its place search while it starts, as in production (docs/places.md).
   * Without it the search is built at the first search instead: the build is most of the stack's
   * start on this machine (query service 28–46 s with it, 9.5 s without, at load average 14).
   */
  readonly placeSearch?: boolean;
  /** More Chromium flags, e.g. FAKE_MEDIA_ARGS. */
  readonly browserArgs?: readonly string[];
  /**
   * More environment for every service of the stack (StackOptions.env), asked for when the stack
   * starts: after the file's earlier beforeAll hooks, so it can name what they started (a TURN server's port).
   */
  readonly env?: () => Readonly<Record<string, string>>;
}

/**
 * The product on a database and uploads folder of its own, and Debian's Chromium, for one browser
 * test file: started before its tests (on the demo catalogue when asked), stopped after them.
 * Call it at the top of the file; read the fields inside hooks and tests, once it has started.
 */
export function useBrowserStack(name: string, { seedDemo = false, placeSearch = false, browserArgs = [], env }: BrowserStackOptions = {}): BrowserStack {
  let database: TestDatabase | undefined;
  let uploadsDir: string | undefined;
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let journal: BrowserJournal | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser stack has not started');
    return value;
  };

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    // Chromium starts beside the rest (its own process, about a second).
    const launched = launchBrowser(browserArgs);
    try {
      const template = seedDemo ? await demoTemplate(adminUrl, inject('demoTemplate')) : undefined;
      database = await createTestDatabase(adminUrl, `frontend_${name}`, { template: template?.database });
      uploadsDir = await mkdtemp(join(tmpdir(), `nakshatra-${name}-`));
      if (template) await copyTemplateUploads(template, uploadsDir);
      stack = await startStack({ databaseUrl: database.url, uploadsDir, env: { ...(placeSearch ? {} : { PLACES_PRELOAD: 'false' }), ...env?.() } });
    } finally {
      // Kept even when the start failed, so afterAll closes it.
      browser = await launched;
      journal = keepBrowserJournal(browser);
    }
  }, 240_000);

  beforeEach(() => journal?.begin());
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail' || !journal) return;
    const lines = journal.lines();
    console.error(`What the browser did in "${task.name}":\n${lines.length > 0 ? lines.join('\n') : '(nothing: the test failed before it opened a page)'}`);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await database?.drop();
    if (uploadsDir) await removeUploadFolders(uploadsDir);
  });

  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
    get databaseUrl() {
      return started(database).url;
    },
    get uploadsDir() {
      return started(uploadsDir);
    },
    at: (path) => new URL(path, started(stack).url).href,
  };
}
