import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeMachine, format } from './machine.js';

/** Issue #5: the JavaScript a first visit to `/` downloads, gzipped, must stay within this. */
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
 * `npm run bench -- frontend`: builds the SPA and reports, from vite's manifest, the gzipped
 * JavaScript and CSS a first visit to `/` loads (the entry with its static imports, then the home
 * page's chunk, which the router requests at once), against the budget and against all the app's
 * JavaScript (the reference measured in the same run), plus the heaviest route chunks.
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

  console.log(`Machine: ${describeMachine()}`);
  console.log(`Date: ${new Date().toISOString().slice(0, 10)}; vite build ${buildSeconds.toFixed(1)} s; gzip level 9\n`);
  console.table([
    { measurement: 'initial JS for / (entry + home page, gzip)', size: kb(initialJs), 'vs budget 150 KB': (initialJs / INITIAL_JS_BUDGET_BYTES).toFixed(2), 'vs all JS': (initialJs / allJs).toFixed(2) },
    { measurement: 'initial CSS for / (gzip)', size: kb(initialCss), 'vs budget 150 KB': '', 'vs all JS': '' },
    { measurement: 'all JS of the app, every chunk (reference)', size: kb(allJs), 'vs budget 150 KB': (allJs / INITIAL_JS_BUDGET_BYTES).toFixed(2), 'vs all JS': '1.00' },
  ]);
  console.log('Each page on top of the initial load (its chunk and the chunks only it needs, gzip):');
  console.table(routeChunks.map(({ page, bytes }) => ({ page, size: kb(bytes) })));
  const verdict = initialJs <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`Initial JS for /: ${format(initialJs)} bytes gzip, ${verdict} the ${format(INITIAL_JS_BUDGET_BYTES)} byte budget.`);
  if (initialJs > INITIAL_JS_BUDGET_BYTES) process.exitCode = 1;
}
