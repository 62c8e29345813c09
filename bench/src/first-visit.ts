import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { removeUploadFolders } from '@nakshatra/platform';
import { seedDemoCatalogue, startStack } from '@nakshatra/launcher';
import { chromium, type Browser } from 'playwright-core';
import { benchDatabase } from './bench-database.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** Scripts a page downloaded, summed from the browser's Resource Timing entries (each URL once). */
export interface ScriptBytes {
  readonly scripts: number;
  /** As they came over the wire: compressed bodies with their response headers (`transferSize`). */
  readonly wireBytes: number;
  /** Their compressed bodies alone (`encodedBodySize`). */
  readonly bodyBytes: number;
  /** Their bodies once decoded: what the wire would carry uncompressed (`decodedBodySize`). */
  readonly decodedBytes: number;
}

export interface FirstVisit {
  /** What the first paint needed: scripts requested before the page settled (PAGE_SETTLED_MARK). */
  readonly needed: ScriptBytes;
  /** What waited for the page to settle, until the network was idle: links' prefetches, parts below the fold. */
  readonly deferred: ScriptBytes;
}

/** The SPA's mark of the moment the page settled (frontend/src/lib/page-settled.ts, PAGE_SETTLED_MARK). */
const PAGE_SETTLED_MARK = 'nakshatra:settled';

/**
 * A first visit to `/` in Chromium on a phone-sized window, through the whole stack (the gateway
 * serving the built SPA, the demo catalogue behind /api/todos), counting the JavaScript it
 * downloads until the network is idle: what the first paint needed, and apart from it what
 * waited for the page to settle (links' prefetches, the footer's newsletter box). `acceptEncoding` overrides what Chromium asks for (it asks
 * `gzip, deflate, br, zstd`).
 */
export async function measureFirstVisits(variants: readonly { name: string; acceptEncoding?: string }[]): Promise<{ name: string; visit: FirstVisit }[]> {
  const { database, stop } = await benchDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-frontend-'));
  let browser: Browser | undefined;
  try {
    await seedDemoCatalogue({ DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' });
    const stack = await startStack({ databaseUrl: database.url, uploadsDir, logLevel: 'warn' });
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      const results: { name: string; visit: FirstVisit }[] = [];
      for (const variant of variants) results.push({ name: variant.name, visit: await firstVisit(browser, stack.url, variant.acceptEncoding) });
      return results;
    } finally {
      await browser?.close();
      await stack.stop();
    }
  } finally {
    await stop();
    await removeUploadFolders(uploadsDir);
  }
}

async function firstVisit(browser: Browser, url: string, acceptEncoding: string | undefined): Promise<FirstVisit> {
  // A fresh context has an empty cache: a first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}) });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // Settled (loaded, idle), then quiet: a busy machine can pause the network while it parses the entry.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_SETTLED_MARK, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { scripts, settledAt } = await page.evaluate((mark) => {
      // The browser's PerformanceResourceTiming (this file is typed for Node, without the DOM's types).
      const entries = performance.getEntriesByType('resource') as unknown as { name: string; startTime: number; transferSize: number; encodedBodySize: number; decodedBodySize: number }[];
      return {
        scripts: entries.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map(({ name, startTime, transferSize, encodedBodySize, decodedBodySize }) => ({ name, startTime, transferSize, encodedBodySize, decodedBodySize })),
        settledAt: performance.getEntriesByName(mark)[0]!.startTime,
      };
    }, PAGE_SETTLED_MARK);
    const once = [...new Map(scripts.map((script) => [script.name, script])).values()];
    const sum = (chosen: typeof once): ScriptBytes => ({
      scripts: chosen.length,
      wireBytes: chosen.reduce((total, script) => total + script.transferSize, 0),
      bodyBytes: chosen.reduce((total, script) => total + script.encodedBodySize, 0),
      decodedBytes: chosen.reduce((total, script) => total + script.decodedBodySize, 0),
    });
    return { needed: sum(once.filter((script) => script.startTime < settledAt)), deferred: sum(once.filter((script) => script.startTime >= settledAt)) };
  } finally {
    await context.close();
  }
}
