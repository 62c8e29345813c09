import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { measureFirstVisits } from './first-visit.js';
import { describeMachine, format } from './machine.js';

/** Issues #5 and #20: the JavaScript a first visit to `/` downloads, compressed, must stay within this. */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(process.cwd(), 'frontend', 'dist');
const HOME_PAGE = 'src/app/routes/home.page.tsx';

const gzipBytes = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically: what the browser must download before it runs. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const sumGzip = (manifest: Manifest, keys: Iterable<string>, pick: (chunk: ManifestChunk) => readonly string[]): number =>
  [...new Set([...keys].flatMap((key) => pick(manifest[key]!)))].reduce((total, file) => total + gzipBytes(file), 0);

/**
 * `npm run bench -- frontend`: builds the SPA, then
 * 1. loads `/` in Chromium through the whole stack and counts the JavaScript that crossed the wire
 *    until the network was idle: as Chromium asks for it (brotli), with gzip alone, and
 *    uncompressed (the reference, measured in the same run); the budget applies to the first;
 * 2. reads vite's manifest for what each page adds on top of the initial load (gzip level 9).
 */
export async function frontendBenchmark(): Promise<void> {
  const started = performance.now();
  try {
    execFileSync('npm', ['run', 'build:frontend', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch {
    console.error('The SPA did not build (its errors are above); nothing to measure.');
    process.exitCode = 1;
    return;
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry || !manifest[HOME_PAGE]) throw new Error(`the manifest has no entry or no ${HOME_PAGE}: was the router changed?`);
  const initial = staticClosure(manifest, [entry, HOME_PAGE]);
  const initialJs = sumGzip(manifest, initial, (chunk) => [chunk.file]);
  const initialCss = sumGzip(manifest, initial, (chunk) => chunk.css ?? []);
  const allJs = sumGzip(manifest, Object.keys(manifest), (chunk) => (chunk.file.endsWith('.js') ? [chunk.file] : []));

  const routeChunks = Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/app/routes/'))
    .map(([key]) => {
      const own = [...staticClosure(manifest, [key])].filter((dependency) => !initial.has(dependency));
      return { page: key.replace('src/app/routes/', ''), bytes: sumGzip(manifest, own, (chunk) => [chunk.file]) };
    })
    .sort((a, b) => b.bytes - a.bytes);

  const visits = await measureFirstVisits([
    { name: 'as Chromium asks (gzip, deflate, br, zstd)' },
    { name: 'gzip only', acceptEncoding: 'gzip' },
    { name: 'uncompressed (identity; reference)', acceptEncoding: 'identity' },
  ]);
  const reference = visits.at(-1)!.visit.needed.wireBytes;
  const overTheWire = visits[0]!.visit.needed.wireBytes;

  console.log(`Machine: ${describeMachine()}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  console.log(`Date: ${new Date().toISOString().slice(0, 10)}; vite build ${buildSeconds.toFixed(1)} s\n`);
  console.log('JavaScript of a first visit to `/` (Chromium, 390 × 844, through the gateway; what the first paint needed, then what waited for the page to settle (prefetches, parts below the fold), until the network was idle):\n');
  console.log('| request | scripts | over the wire (with headers) | bodies | decoded | wire vs uncompressed | vs budget 150 KB | then deferred (wire) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, visit } of visits) {
    const { needed, deferred } = visit;
    console.log(
      `| ${name} | ${needed.scripts} | ${kb(needed.wireBytes)} (${format(needed.wireBytes)} B) | ${kb(needed.bodyBytes)} | ${kb(needed.decodedBytes)} | ${(needed.wireBytes / reference).toFixed(2)} | ${(needed.wireBytes / INITIAL_JS_BUDGET_BYTES).toFixed(2)} | ${deferred.scripts} scripts, ${kb(deferred.wireBytes)} |`,
    );
  }
  console.log('');
  console.log('From the manifest (gzip level 9): the entry with its static imports and the home page\'s chunk, and the app\'s JavaScript as a whole:\n');
  console.log('| measurement | gzip size | vs all JS |');
  console.log('|---|---:|---:|');
  console.log(`| initial JS for \`/\` (entry + home page) | ${kb(initialJs)} | ${(initialJs / allJs).toFixed(2)} |`);
  console.log(`| initial CSS for \`/\` | ${kb(initialCss)} | |`);
  console.log(`| all JS of the app, every chunk | ${kb(allJs)} | 1.00 |`);
  console.log('');
  console.log('Each page on top of the initial load (its chunk and the chunks only it needs, gzip):');
  console.table(routeChunks.map(({ page, bytes }) => ({ page, size: kb(bytes) })));
  const verdict = overTheWire <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`JavaScript over the wire for a first visit to /: ${format(overTheWire)} bytes, ${verdict} the ${format(INITIAL_JS_BUDGET_BYTES)} byte budget.`);
  if (overTheWire > INITIAL_JS_BUDGET_BYTES) process.exitCode = 1;
}
