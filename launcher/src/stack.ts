import { randomBytes, randomUUID } from 'node:crypto';
import { encodeSession, type Role } from '@nakshatra/platform';
import { SESSION_COOKIE } from '@nakshatra/contracts';
import { startChildService, type ChildService } from './child-service.js';

export interface StackOptions {
  /** PostgreSQL for the event store (unless eventStoreConnectionString) and the read models. */
  readonly databaseUrl: string;
  readonly redisUrl?: string;
  readonly eventStoreConnectionString?: string;
  /** The gateway's port; 0 (default) picks a free one. */
  readonly port?: number;
  readonly sessionSecret?: string;
  readonly logLevel?: string;
  /** Where uploaded images are kept; shared by the command service (writes) and the gateway (serves). */
  readonly uploadsDir?: string;
  /** More environment for every service (say CHAT_TICK_MS in a test). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunningStack {
  /** Where the gateway serves the SPA and the API. */
  readonly url: string;
  readonly services: readonly ChildService[];
  /** A Cookie header value of a signed session, for tests and seeding through the API. */
  sessionCookie(role: Role, userId?: string): string;
  adminCookie(): string;
  /** Kills a backend with SIGKILL (no shutdown hook runs) and starts it again on the same port, once `whileDown` has run. */
  crashAndRestart(name: BackendName, whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export type BackendName = 'command-service' | 'query-service' | 'projections';

/**
 * Starts the whole product as separate processes, as production runs it: command service, query
 * service and projections, then the gateway in front of them. Services listen on free ports on
 * 127.0.0.1; only the gateway faces the browser.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const sessionSecret = options.sessionSecret ?? randomBytes(32).toString('hex');
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    EVENTSTORE_CONNECTION_STRING: options.eventStoreConnectionString,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOADS_DIR: options.uploadsDir,
    ...options.env,
  };
  const started: ChildService[] = [];
  const stop = async () => {
    await Promise.all(started.splice(0).reverse().map((service) => service.stop()));
  };
  try {
    const backends = await Promise.all([
      startChildService('command-service', shared),
      startChildService('query-service', shared),
      startChildService('projections', shared),
    ]);
    started.push(...backends);
    const [command, query] = backends;
    const gateway = await startChildService('gateway', {
      ...shared,
      HOST: process.env.HOST ?? '0.0.0.0',
      PORT: String(options.port ?? 0),
      COMMAND_SERVICE_URL: `http://127.0.0.1:${command!.port}`,
      QUERY_SERVICE_URL: `http://127.0.0.1:${query!.port}`,
    });
    started.push(gateway);
    const sessionCookie = (role: Role, userId: string = randomUUID()) =>
      `${SESSION_COOKIE}=${encodeSession(sessionSecret, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    const crashAndRestart = async (name: BackendName, whileDown: () => Promise<void> = async () => undefined) => {
      const index = started.findIndex((service) => service.name === name);
      const crashed = started[index]!;
      await crashed.kill();
      await whileDown();
      // The same port: the gateway keeps the address it was given.
      started[index] = await startChildService(name, { ...shared, PORT: String(crashed.port) });
    };
    return {
      url: `http://127.0.0.1:${gateway.port}`,
      get services() {
        return [...started];
      },
      crashAndRestart,
      sessionCookie,
      adminCookie: () => sessionCookie('admin'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
