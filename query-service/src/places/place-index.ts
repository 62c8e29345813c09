import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PlaceView } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import { buildPlaceSearch, type PlaceSearchBuildStats } from './build-place-search.js';
import type { PlaceSearchReply, PlaceSearchRequest } from './place-search-messages.js';

/** The place search of this process, wherever it runs. */
export interface PlaceFinder {
  /** Up to `limit` places for "city" or "city, state[, country]", best first (place-search.ts). */
  find(text: string, limit: number): Promise<PlaceView[]>;
}

/** `cold`: not asked for yet; `warming`: being built; `ready`: searches answer at once. */
export type PlaceSearchState = 'cold' | 'warming' | 'ready';

/**
 * The search runs on a worker thread (place-search-worker.ts) that builds it and answers searches,
 * so the build's seconds of CPU and its heap never hold this thread's other requests. The worker
 * is the built `.js` beside this file; run from the TypeScript sources (vitest), there is none,
 * and the search is built and searched on this thread instead (docs/places.md, "Loading and speed").
 */
const WORKER_FILE = new URL('./place-search-worker.js', import.meta.url);

let loading: Promise<PlaceFinder> | undefined;
let state: PlaceSearchState = 'cold';
let stopWorker: (() => Promise<void>) | undefined;

/**
 * The place search, built at the first call (or by preloadPlaceSearch at start) and kept: the data
 * never changes while the process runs. A failed build is tried again at the next call.
 */
export function placeSearch(logger: Logger): Promise<PlaceFinder> {
  if (!loading) {
    state = 'warming';
    loading = (existsSync(WORKER_FILE) ? startWorker() : buildHere()).then(
      ({ finder, stats, thread }) => {
        state = 'ready';
        logger.info({ ...stats, thread }, 'place search built');
        return finder;
      },
      (error: unknown) => {
        state = 'cold';
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

/** Builds the search at start (the query service waits for it); a failure is logged, not thrown, and the first search tries again. */
export async function preloadPlaceSearch(logger: Logger): Promise<void> {
  await placeSearch(logger).catch((error: unknown) => logger.error({ err: error }, 'could not build the place search; the first search tries again'));
}

export const placeSearchState = (): PlaceSearchState => state;

/** Ends the worker thread, if any; the next search builds again. */
export async function closePlaceSearch(): Promise<void> {
  const stop = stopWorker;
  stopWorker = undefined;
  loading = undefined;
  state = 'cold';
  await stop?.();
}

interface Built {
  readonly finder: PlaceFinder;
  readonly stats: PlaceSearchBuildStats;
  readonly thread: 'worker' | 'main';
}

async function buildHere(): Promise<Built> {
  const { search, stats } = await buildPlaceSearch();
  return { finder: { find: async (text, limit) => search.find(text, limit) }, stats, thread: 'main' };
}

function startWorker(): Promise<Built> {
  const worker = new Worker(fileURLToPath(WORKER_FILE));
  // A resident helper: it must not keep the process alive on its own.
  worker.unref();
  const pending = new Map<number, { resolve: (places: PlaceView[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let died: Error | undefined;
  const finder: PlaceFinder = {
    find: (text, limit) =>
      new Promise((resolve, reject) => {
        if (died) return reject(died);
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, text, limit } satisfies PlaceSearchRequest);
      }),
  };
  const stop = async () => {
    await worker.terminate();
  };
  stopWorker = stop;
  return new Promise((resolve, reject) => {
    worker.on('message', (reply: PlaceSearchReply) => {
      if ('built' in reply) return resolve({ finder, stats: reply.built, thread: 'worker' });
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) request?.reject(new Error(reply.error));
      else request?.resolve(reply.places);
    });
    // A worker that dies (a failed build, or later) fails what waits on it; the next search starts another.
    const fail = (error: Error) => {
      died ??= error;
      reject(error);
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      if (stopWorker === stop) {
        stopWorker = undefined;
        loading = undefined;
        state = 'cold';
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the place search worker exited with code ${code}`)));
  });
}
