// `npm run bench -- reads`: cached reads through the gateway at BENCH_READS_CONNECTIONS (50)
// connections for BENCH_READS_SECONDS (10) each, after the demo catalogue is seeded and each read
// has been answered once (so the query service's cache holds it): the blog list, one blog post and
// the home page's `/api/todos`. Each is measured in the same run through the gateway as a visitor
// (from its edge cache), as a customer logged in (the same), as an admin (past it, to the query
// service's cache) and taking brotli; on the query service directly; and against the reference, a bare Node `http` server in a process of its own
// answering the very same bytes with the same content type (what the machine can do at all).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeUploadFolders } from '@nakshatra/platform';
import type { RouteData } from '@nakshatra/contracts';
import { startStack, seedDemoCatalogue } from '@nakshatra/launcher';
import autocannon from 'autocannon';
import { benchDatabase } from './bench-database.js';
import { describeMachine, format } from './machine.js';

const CONNECTIONS = Number(process.env.BENCH_READS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_READS_SECONDS ?? 10);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
// Command and query service instances behind the gateway (docs/scale-out.md); several share Redis.
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
// The query cache: Redis when REDIS_URL is set (as in production, and always with several instances), else the service's memory.
const REDIS_URL = process.env.REDIS_URL ?? (INSTANCES > 1 ? 'redis://127.0.0.1:6379' : undefined);

interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** One autocannon run against `url`; non-2xx answers count as errors. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** The reference: a bare Node server in a process of its own, answering every request with `body` as `contentType`. */
async function bareServer(body: Buffer, contentType: string, dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const file = path.join(dir, 'bare-answer');
  await writeFile(file, body);
  const child = fork(fileURLToPath(new URL('./bare-server.js', import.meta.url)), [file, contentType]);
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

export async function readsBenchmark(): Promise<void> {
  const { database, stop } = await benchDatabase();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-reads-'));
  await seedDemoCatalogue({ DATABASE_URL: database.url, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' });
  const stack = await startStack({ databaseUrl: database.url, uploadsDir, logLevel: LOG_LEVEL, instances: INSTANCES, ...(REDIS_URL ? { redisUrl: REDIS_URL } : {}) });
  try {
    const queryService = `http://127.0.0.1:${stack.service('query-service').port}`;
    const customerCookie = stack.sessionCookie('customer', randomUUID());
    const adminCookie = stack.adminCookie();
    const list = (await (await fetch(`${stack.url}/api/get_blog?limit=20`)).json()) as { data: RouteData<'get_blog'> };
    const reads = [
      { name: 'blog list (`get_blog?limit=20`)', path: '/api/get_blog?limit=20' },
      { name: 'one blog post (`get_single_blog`)', path: `/api/get_single_blog/${list.data[0]!.id}` },
      { name: 'home page (`todos`)', path: '/api/todos' },
    ];
    console.log(`Machine: ${describeMachine()}`);
    console.log(`${CONNECTIONS} connections, ${SECONDS} s per run, ${INSTANCES} command and ${INSTANCES} query service(s), services at LOG_LEVEL=${LOG_LEVEL}, cache ${REDIS_URL ? 'Redis' : 'in memory'}`);
    console.log('');
    console.log('| read | bytes | where | requests/s | p50 ms | p99 ms | errors | rps / bare |');
    console.log('|---|---:|---|---:|---:|---:|---:|---:|');
    for (const read of reads) {
      // Answered once first, so the cache holds it and the bytes are known.
      const first = await fetch(stack.url + read.path);
      const body = Buffer.from(await first.arrayBuffer());
      const bare = await bareServer(body, first.headers.get('content-type') ?? 'application/json', uploadsDir);
      try {
        const brotli = await fetch(stack.url + read.path, { headers: { 'accept-encoding': 'br' } });
        const brotliBytes = Number(brotli.headers.get('content-length'));
        // An admin's view is its own answer (drafts would be in it), cached apart: answered once first too.
        const adminBytes = (await (await fetch(stack.url + read.path, { headers: { cookie: adminCookie } })).arrayBuffer()).byteLength;
        const runs: [string, number, Measured][] = [
          ['bare Node server (reference)', body.length, await load(bare.url + read.path)],
          ['query service directly', body.length, await load(queryService + read.path)],
          ['gateway, a visitor (its edge cache)', body.length, await load(stack.url + read.path)],
          // A customer logged in reads the public site as a visitor does (the same answer, from the edge cache);
          // an admin's view may differ (drafts), so an admin's read goes through to the query service's cache.
          ['gateway, a customer logged in', body.length, await load(stack.url + read.path, { cookie: customerCookie })],
          ['gateway, an admin (to the query service)', adminBytes, await load(stack.url + read.path, { cookie: adminCookie })],
          ['gateway, a visitor taking brotli', brotliBytes, await load(stack.url + read.path, { 'accept-encoding': 'br' })],
        ];
        const reference = runs[0]![2].rps;
        for (const [where, bytes, measured] of runs) {
          console.log(`| ${read.name} | ${format(bytes)} | ${where} | ${format(measured.rps)} | ${measured.p50} | ${measured.p99} | ${measured.errors} | ${(measured.rps / reference).toFixed(2)} |`);
        }
      } finally {
        await bare.close();
      }
    }
    console.log('');
    console.log('Target (issue #20): through the gateway ≥ 0.5 × the bare server\'s requests/s, and p99 ≤ 25 ms.');
  } finally {
    await stack.stop();
    await stop();
    await removeUploadFolders(uploadsDir);
  }
}
