// `npm run bench -- <name>`: runs one benchmark and prints its results table (see bench/README.md).
import { astrologyBenchmark } from './astrology.bench.js';
import { callsBenchmark } from './calls.bench.js';
import { chatBenchmark, chatSweepBenchmark } from './chat.bench.js';
import { eventStoreBenchmark } from './eventstore.bench.js';
import { frontendBenchmark } from './frontend.bench.js';
import { imagesBenchmark } from './images.bench.js';
import { liveBenchmark } from './live.bench.js';
import { placesBenchmark } from './places.bench.js';
import { readsBenchmark } from './reads.bench.js';
import { walletBenchmark } from './wallet.bench.js';
import { webVitalsBenchmark } from './web-vitals.bench.js';

const benchmarks: Record<string, () => Promise<void>> = {
  astrology: astrologyBenchmark,
  calls: callsBenchmark,
  chat: chatBenchmark,
  'chat-sweep': chatSweepBenchmark,
  eventstore: eventStoreBenchmark,
  frontend: frontendBenchmark,
  images: imagesBenchmark,
  live: liveBenchmark,
  places: placesBenchmark,
  reads: readsBenchmark,
  wallet: walletBenchmark,
  'web-vitals': webVitalsBenchmark,
};

const name = process.argv[2];
const run = name ? benchmarks[name] : undefined;
if (!run) {
  console.error(`usage: npm run bench -- <name>   (names: ${Object.keys(benchmarks).join(', ')})`);
  process.exitCode = 2;
} else {
  await run();
}
