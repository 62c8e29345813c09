import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoCatalogue, startStack } from '@nakshatra/launcher';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';

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
  /** Writes the demo catalogue (seedDemoCatalogue) once the stack has started. */
  readonly seedDemo?: boolean;
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
 * test file: started before its tests (with the demo catalogue when asked), stopped after them.
 * Call it at the top of the file; read the fields inside hooks and tests, once it has started.
 */
export function useBrowserStack(name: string, { seedDemo = false, browserArgs = [], env }: BrowserStackOptions = {}): BrowserStack {
  let database: TestDatabase | undefined;
  let uploadsDir: string | undefined;
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser stack has not started');
    return value;
  };

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseAdminUrl'), `frontend_${name}`);
    uploadsDir = await mkdtemp(join(tmpdir(), `nakshatra-${name}-`));
    stack = await startStack({ databaseUrl: database.url, uploadsDir, env: env?.() });
    if (seedDemo) await seedDemoCatalogue({ DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' });
    browser = await launchBrowser(browserArgs);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await database?.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
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
