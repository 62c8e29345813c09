// `npm run bench -- astrology`: free kundlis computed per second on one core, with p50/p99 latency,
// for births spread over 1900–2100 and the world (issue #8: ≥ 1,000 charts/s). The reference,
// measured in the same run on the same births, is a JSON round trip (stringify + parse) of the
// kundli itself: a cost every answer pays on its way out of the query service, so the ratio says
// how computing a chart compares with merely serving it.
import { GRAHAS, type BirthInput, type ChartOptions, type KundliView } from '@nakshatra/contracts';
import { calculateKundli, siderealPosition } from '@nakshatra/astrology';
import { describeMachine, format, percentile } from './machine.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BIRTHS = 1_000;
const TARGET_PER_SECOND = 1_000;
const ZONES = ['Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Dubai', 'Europe/London', 'America/New_York', 'America/Sao_Paulo', 'Australia/Sydney', 'Africa/Johannesburg'];

interface Result {
  readonly label: string;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** A fixed spread of births (seeded), so runs compare: 1900–2100, latitudes −60°…+65°, eight zones. */
function births(options: ChartOptions): (BirthInput & ChartOptions)[] {
  let seed = 8;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: BIRTHS }, () => ({
    name: 'bench',
    date: `${1900 + Math.floor(random() * 201)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
    time: `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`,
    place: { name: 'bench', lat: -60 + random() * 125, lon: -180 + random() * 360, timezone: ZONES[Math.floor(random() * ZONES.length)]! },
    ...options,
  }));
}

/** Runs `operation` on the births in turn for SECONDS, one call at a time, timing each call. */
function measure<T>(label: string, inputs: readonly T[], operation: (input: T) => unknown): Result {
  for (const input of inputs.slice(0, 200)) operation(input); // warm-up: JIT and per-zone formatters
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  for (let i = 0; performance.now() < deadline; i += 1) {
    const begin = performance.now();
    operation(inputs[i % inputs.length]!);
    latencies.push(performance.now() - begin);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, perSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

export async function astrologyBenchmark(): Promise<void> {
  const lahiri = births({ ayanamsa: 'lahiri', node: 'mean' });
  const trueNode = births({ ayanamsa: 'lahiri', node: 'true' });
  const kundlis: KundliView[] = lahiri.map(calculateKundli);
  const utcOf = lahiri.map((_, i) => new Date(kundlis[i]!.birth.utc));
  const results = [
    measure('reference: JSON round trip of the kundli (stringify + parse)', kundlis, (kundli) => JSON.parse(JSON.stringify(kundli))),
    measure('calculateKundli, Lahiri, mean node (the default)', lahiri, calculateKundli),
    measure('calculateKundli, Lahiri, true node', trueNode, calculateKundli),
    measure('calculateKundli + JSON.stringify (what the API answers)', lahiri, (input) => JSON.stringify(calculateKundli(input))),
    measure('of which: the nine siderealPosition calls alone', utcOf, (utc) => GRAHAS.map((graha) => siderealPosition(graha, utc, { ayanamsa: 'lahiri', node: 'mean' }))),
  ];
  const reference = results[0]!.perSecond;
  const kundliBytes = kundlis.reduce((sum, kundli) => sum + JSON.stringify(kundli).length, 0) / kundlis.length;
  console.log(`Machine: ${describeMachine()}; one thread (one core)`);
  console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${SECONDS} s per measurement over ${format(BIRTHS)} births 1900–2100; a kundli is ${format(kundliBytes)} bytes of JSON\n`);
  console.table(
    results.map((result) => ({
      measurement: result.label,
      'ops/s': format(result.perSecond),
      'p50 ms': result.p50Ms.toFixed(3),
      'p99 ms': result.p99Ms.toFixed(3),
      'vs reference': (result.perSecond / reference).toFixed(2),
    })),
  );
  const charts = results[1]!.perSecond;
  console.log(`Target (issue #8): ≥ ${format(TARGET_PER_SECOND)} charts/s on one core — ${charts >= TARGET_PER_SECOND ? 'met' : 'NOT met'} (${format(charts)}/s).`);
  if (charts < TARGET_PER_SECOND) process.exitCode = 1;
}
