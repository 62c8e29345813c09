// `npm run build:frontend && npm run bench -- images`: the bytes of the demo catalogue's images on
// the home page, as uploaded (what every browser got before the gateway made AVIF and WebP
// variants) and as the gateway now sends them, and how long the gateway took to make them. The SPA
// must be built; Debian's Chromium loads the page (CHROMIUM_PATH, /usr/bin/chromium).
import { existsSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { removeUploadFolders } from '@nakshatra/platform';
import { seedDemoCatalogue, startStack } from '@nakshatra/launcher';
import { chromium } from 'playwright-core';
import { benchDatabase } from './bench-database.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { describeMachine, format } from './machine.js';

/** What browsers send for an <img>: Chromium and Firefox (AVIF and WebP), Safari 14–15 (WebP), and one that takes neither (the original: what everyone got before). */
const ACCEPTS = [
  { name: 'Chromium, Firefox, Safari 16+ (AVIF, WebP)', accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
  { name: 'Safari 14–15 (WebP)', accept: 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5' },
  { name: 'neither: the originals (before)', accept: 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5' },
] as const;
const CONVERSION_TIMEOUT_MS = 10 * 60_000;

interface Answer {
  readonly bytes: number;
  readonly contentType: string;
  readonly final: boolean;
}

async function fetchImage(url: string, accept: string): Promise<Answer> {
  const answer = await fetch(url, { headers: { accept } });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const body = Buffer.from(await answer.arrayBuffer());
  return { bytes: body.length, contentType: answer.headers.get('content-type') ?? '?', final: (answer.headers.get('cache-control') ?? '').includes('immutable') };
}

/** Asks for each image as Chromium does, until the gateway's answers are final (variants made or given up); returns the wall time. */
async function waitForVariants(urls: readonly string[]): Promise<number> {
  const started = performance.now();
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (performance.now() - started > CONVERSION_TIMEOUT_MS) throw new Error(`${pending.size} images still converting after ${CONVERSION_TIMEOUT_MS / 1000} s`);
    for (const url of [...pending]) if ((await fetchImage(url, ACCEPTS[0].accept)).final) pending.delete(url);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return performance.now() - started;
}

async function bytesBy(urls: readonly string[], accept: string): Promise<{ bytes: number; types: Map<string, number> }> {
  let bytes = 0;
  const types = new Map<string, number>();
  for (const url of urls) {
    const answer = await fetchImage(url, accept);
    bytes += answer.bytes;
    types.set(answer.contentType, (types.get(answer.contentType) ?? 0) + 1);
  }
  return { bytes, types };
}

/** The uploads the home page shows (every <img> from /uploads/, lazy ones included), and the image bytes Chromium downloaded until the network was idle. */
async function visitHome(origin: string): Promise<{ urls: string[]; downloaded: number; downloadedCount: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(origin);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      // The browser's types (this file is typed for Node, without the DOM's).
      const scope = globalThis as unknown as {
        location: { href: string };
        document: { images: Iterable<{ src: string }> };
        performance: { getEntriesByType(type: string): { name: string; encodedBodySize: number }[] };
      };
      const uploads = (url: string) => new URL(url, scope.location.href).pathname.startsWith('/uploads/');
      const urls = [...new Set([...scope.document.images].map((image) => image.src).filter(uploads))];
      const entries = scope.performance.getEntriesByType('resource').filter((entry) => uploads(entry.name));
      return { urls, downloaded: entries.reduce((total, entry) => total + entry.encodedBodySize, 0), downloadedCount: entries.length };
    });
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const typesOf = (types: Map<string, number>): string => [...types].map(([type, count]) => `${count} ${type.replace('image/', '')}`).join(', ');

export async function imagesBenchmark(): Promise<void> {
  if (!existsSync(path.join(process.cwd(), 'frontend', 'dist', 'index.html'))) throw new Error('Build the SPA first: npm run build:frontend');
  const loadBefore = loadavg();
  const { database, stop } = await benchDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
  try {
    await seedDemoCatalogue({ DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' });
    const stack = await startStack({ databaseUrl: database.url, uploadsDir, logLevel: 'warn' });
    try {
      // First visit: the gateway has made no variant yet, so Chromium gets the originals and starts the conversions.
      const first = await visitHome(stack.url);
      const home = first.urls;
      const homeMs = await waitForVariants(home);
      const second = await visitHome(stack.url);

      const files = (await readdir(uploadsDir)).filter((file) => !file.startsWith('.'));
      const catalogue = files.map((file) => `${stack.url}/uploads/${file}`);
      const catalogueMs = await waitForVariants(catalogue);

      console.log(`Machine: ${describeMachine()}; load average ${loadBefore.map((load) => load.toFixed(2)).join(' ')} before, ${loadavg().map((load) => load.toFixed(2)).join(' ')} after`);
      console.log(`Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`);
      console.log(`The home page (\`/\`, Chromium at 390 × 844) shows ${home.length} uploaded images; the demo catalogue has ${files.length}.\n`);
      console.log('| images | asked as | bytes | vs originals | sent as |');
      console.log('|---|---|---:|---:|---|');
      for (const [label, urls] of [
        ['home page', home],
        ['whole demo catalogue', catalogue],
      ] as const) {
        const originals = (await bytesBy(urls, ACCEPTS[2].accept)).bytes;
        for (const { name, accept } of ACCEPTS) {
          const { bytes, types } = await bytesBy(urls, accept);
          console.log(`| ${label} (${urls.length}) | ${name} | ${kb(bytes)} (${format(bytes)} B) | ${(bytes / originals).toFixed(2)} | ${typesOf(types)} |`);
        }
      }
      console.log('');
      console.log(`What Chromium downloaded from /uploads/ until the network was idle: first visit ${first.downloadedCount} images, ${kb(first.downloaded)} (originals: the variants were not made yet); after, in a fresh context, ${second.downloadedCount} images, ${kb(second.downloaded)}.`);
      console.log(`Time for the gateway to make the variants (from the first request to the last answer that is final): the home page's ${home.length} images ${(homeMs / 1000).toFixed(1)} s after the visit; the rest of the catalogue ${(catalogueMs / 1000).toFixed(1)} s more.`);
    } finally {
      await stack.stop();
    }
  } finally {
    await stop();
    await removeUploadFolders(uploadsDir);
  }
}
