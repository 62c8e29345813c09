// The place search on a thread of its own (place-index.ts): built here, searched here, so neither
// the build's seconds of CPU nor its heap ever hold the query service's event loop.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { buildPlaceSearch } from './build-place-search.js';
import type { PlaceSearchReply, PlaceSearchRequest } from './place-search-messages.js';

/**
 * The build leaves ~250 MB of garbage behind, which this thread's heap would keep: V8 collects as
 * a thread allocates, and this one hardly allocates again. Full collections give it back; the
 * second also shrinks the heap V8 keeps reserved (the worker's heap went from ~340 MB to ~110 MB,
 * of which 62 MB is the search; docs/places.md). `gc` is reachable only through the expose-gc
 * flag, set for one new context and unset again.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
  gc();
}

const port = parentPort!;
const { search, stats } = await buildPlaceSearch();
collectGarbage();
port.on('message', ({ id, text, limit }: PlaceSearchRequest) => {
  try {
    port.postMessage({ id, places: search.find(text, limit) } satisfies PlaceSearchReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PlaceSearchReply);
  }
});
port.postMessage({ built: { ...stats, heapMb: Math.round(process.memoryUsage().heapUsed / 1e6) } } satisfies PlaceSearchReply);
