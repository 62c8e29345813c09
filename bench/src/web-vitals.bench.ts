// `npm run bench -- web-vitals`: Lighthouse (its default mobile preset: a mid-range phone, simulated
// slow 4G and a 4× slower CPU) on the public pages of the product as `npm start` runs it, with the
// demo catalogue seeded: `/`, `/free-kundli`, `/chat-with-astrologer`, `/blogs`, a blog post and a
// horoscope page. Lighthouse drives Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) through
// chrome-launcher; it never downloads a browser. The SPA must be built (`npm run build:frontend`).
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { removeUploadFolders } from '@nakshatra/platform';
import type { RouteData } from '@nakshatra/contracts';
import { startStack, seedDemoCatalogue } from '@nakshatra/launcher';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDatabase } from './bench-database.js';
import { CHROMIUM_PATH } from './chromium.js';
import { describeMachine, format } from './machine.js';

const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Vitals {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
}

async function audit(url: string, port: number): Promise<Vitals> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Vitals['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
  };
}

/** The pages of issue #20, with a blog post and a horoscope page of the seeded catalogue. */
async function publicPages(origin: string): Promise<string[]> {
  const blogs = (await (await fetch(`${origin}/api/get_blog?limit=1`)).json()) as { data: RouteData<'get_blog'> };
  const post = blogs.data[0];
  if (!post) throw new Error('The demo catalogue has no blog post');
  return ['/', '/free-kundli', '/chat-with-astrologer', '/blogs', `/blogs/${post.slug}`, '/horoscope/aries'];
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export async function webVitalsBenchmark(): Promise<void> {
  if (!existsSync(path.join(process.cwd(), 'frontend', 'dist', 'index.html'))) throw new Error('Build the SPA first: npm run build:frontend');
  const { database, stop } = await benchDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-web-vitals-'));
  await seedDemoCatalogue({ DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' });
  const stack = await startStack({ databaseUrl: database.url, uploadsDir, logLevel: LOG_LEVEL, ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}) });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const pages = await publicPages(stack.url);
    // One visit each first: the query service's cache and the gateway's first render are warm, as on a live site.
    for (const page of pages) await (await fetch(stack.url + page)).arrayBuffer();
    console.log(`Machine: ${describeMachine()}`);
    console.log(`Lighthouse 12, mobile preset (simulated throttling), ${path.basename(CHROMIUM_PATH)}; load average before: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log('');
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | bytes |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const page of pages) {
      const vitals = await audit(stack.url + page, chrome.port);
      const { performance, accessibility, seo } = vitals.scores;
      console.log(
        `| \`${page}\` | ${performance} | ${accessibility} | ${vitals.scores['best-practices']} | ${seo} | ${seconds(vitals.fcpMs)} | ${seconds(vitals.lcpMs)} | ${format(vitals.tbtMs)} ms | ${vitals.cls.toFixed(3)} | ${format(vitals.bytes / 1024)} KB |`,
      );
    }
    console.log('');
    console.log(`Load average after: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log('Targets (issue #20), every page: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, SEO 100, accessibility and best practices 100.');
  } finally {
    chrome.kill();
    await stack.stop();
    await stop();
    await removeUploadFolders(uploadsDir);
  }
}
