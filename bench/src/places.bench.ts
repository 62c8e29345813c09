// `npm run bench -- places`: birth-place search (get_suggest) on the processes `npm start` runs,
// through the gateway. Two starts of the stack:
//  * preloaded (the default): the query service listens once the search is built, so the stack's
//    start includes the build; then the first search (issue #19: under 500 ms) and
//    BENCH_PLACES_SEARCHES (500) searches one after another, p50/p99; the reference, in the same run
//    on the same stack, is as many cached reads of one testimonial (the cheapest call there is);
//  * PLACES_PRELOAD=false: a faster start, and a first search that waits for the whole build.
import { startStack, type RunningStack } from '@nakshatra/launcher';
import { benchDatabase } from './bench-database.js';
import { describeMachine, percentile } from './machine.js';

const SEARCHES = Number(process.env.BENCH_PLACES_SEARCHES ?? 500);
const PREFIXES = ['ban', 'mum', 'del', 'che', 'kol', 'hyd', 'pun', 'san', 'new', 'vel', 'Varanasi', 'Aurangabad, Bihar', 's', 'वाराणसी'];

interface Row {
  readonly measurement: string;
  readonly ms: string;
  readonly note?: string;
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await work();
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status}`);
  return performance.now() - started;
}

const suggest = (stack: RunningStack, text: string) => fetch(`${stack.url}/api/get_suggest/${encodeURIComponent(text)}?limit=10`);

async function placesState(stack: RunningStack): Promise<string> {
  const health = (await (await fetch(`${stack.url}/api/health`)).json()) as { data: { queryService: { places?: string } } };
  return health.data.queryService.places ?? 'unknown';
}

async function series(count: number, call: (index: number) => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) latencies.push(await timed(() => call(index)));
  return latencies.sort((a, b) => a - b);
}

const fixed = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);

export async function placesBenchmark(): Promise<void> {
  const { database, server, stop } = await benchDatabase();
  const rows: Row[] = [];
  try {
    // Preloaded (the default): the query service listens once the search is built.
    let startedAt = performance.now();
    let stack = await startStack({ databaseUrl: database.url, logLevel: 'warn' });
    const startMs = performance.now() - startedAt;
    const firstAtStart = await timed(() => suggest(stack, 'Vellore'));
    const state = await placesState(stack);
    const admin = stack.adminCookie();
    const created = await fetch(`${stack.url}/api/create_testimonial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ title: 'Bench', status: 'published', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' }),
    });
    const { data, position } = (await created.json()) as { data: { id: string }; position: string };
    const read = (first = false) => fetch(`${stack.url}/api/get_single_testimonial/${data.id}`, { headers: first ? { 'x-min-position': position } : {} });
    await timed(() => read(true));
    const searches = await series(SEARCHES, (index) => suggest(stack, PREFIXES[index % PREFIXES.length]!));
    const reference = await series(SEARCHES, () => read());
    await stack.stop();

    // Built at the first search instead.
    startedAt = performance.now();
    stack = await startStack({ databaseUrl: database.url, logLevel: 'warn', env: { PLACES_PRELOAD: 'false' } });
    const coldStartMs = performance.now() - startedAt;
    const firstCold = await timed(() => suggest(stack, 'Vellore'));
    await stack.stop();

    rows.push(
      { measurement: 'stack start, search preloaded (all services ready)', ms: fixed(startMs), note: `places: ${state}` },
      { measurement: 'first search right after start, preloaded', ms: fixed(firstAtStart), note: 'target < 500 ms' },
      { measurement: `searches: p50 / p99 (${SEARCHES}, ${PREFIXES.length} texts)`, ms: `${fixed(percentile(searches, 50))} / ${fixed(percentile(searches, 99))}`, note: `${(percentile(searches, 50) / percentile(reference, 50)).toFixed(2)}× the reference p50` },
      { measurement: `reference, cached read: p50 / p99 (${SEARCHES})`, ms: `${fixed(percentile(reference, 50))} / ${fixed(percentile(reference, 99))}` },
      { measurement: 'stack start, PLACES_PRELOAD=false', ms: fixed(coldStartMs) },
      { measurement: 'first search right after start, PLACES_PRELOAD=false', ms: fixed(firstCold), note: 'waits for the whole build' },
    );
  } finally {
    await stop();
  }
  console.log(`Machine: ${describeMachine()}; ${server}`);
  console.log(`Date: ${new Date().toISOString().slice(0, 10)}; through the gateway, one call at a time\n`);
  console.table(rows);
}
