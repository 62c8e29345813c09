import { randomBytes, randomUUID } from 'node:crypto';
import { createLogger, encodeSession, type Role } from '@nakshatra/platform';
import { SESSION_COOKIE } from '@nakshatra/contracts';
import type { RestartPolicy } from './restart-policy.js';
import { superviseService, type SupervisedService, type SupervisorLogger } from './supervisor.js';

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
  /** Where the launcher logs crashes and restarts; by default its own logger at `logLevel`. */
  readonly logger?: SupervisorLogger;
  readonly restartPolicy?: RestartPolicy;
}

export interface RunningStack {
  /** Where the gateway serves the SPA and the API. */
  readonly url: string;
  readonly services: readonly SupervisedService[];
  service(name: ServiceName): SupervisedService;
  /** A Cookie header value of a signed session, for tests and seeding through the API. */
  sessionCookie(role: Role, userId?: string): string;
  adminCookie(): string;
  /** Kills a backend with SIGKILL (no shutdown hook runs) and starts it again on the same port, once `whileDown` has run. */
  crashAndRestart(name: BackendName, whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export type BackendName = 'command-service' | 'query-service' | 'projections';
export type ServiceName = BackendName | 'gateway';

/**
 * Starts the whole product as separate processes, as production runs it: command service, query
 * service and projections, then the gateway in front of them. Services listen on free ports on
 * 127.0.0.1; only the gateway faces the browser. Each is supervised: a process that dies is
 * started again (supervisor.ts); stop() stops them all without restarts.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const sessionSecret = options.sessionSecret ?? randomBytes(32).toString('hex');
  const logLevel = options.logLevel ?? process.env.LOG_LEVEL ?? 'warn';
  const supervision = { logger: options.logger ?? createLogger('launcher', logLevel), policy: options.restartPolicy };
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    EVENTSTORE_CONNECTION_STRING: options.eventStoreConnectionString,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: logLevel,
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOADS_DIR: options.uploadsDir,
    ...options.env,
  };
  const started: SupervisedService[] = [];
  const stop = async () => {
    await Promise.all(started.splice(0).reverse().map((service) => service.stop()));
  };
  try {
    const backends = await Promise.allSettled([
      superviseService('command-service', shared, supervision),
      superviseService('query-service', shared, supervision),
      superviseService('projections', shared, supervision),
    ]);
    for (const backend of backends) if (backend.status === 'fulfilled') started.push(backend.value);
    const failed = backends.find((backend) => backend.status === 'rejected');
    if (failed) throw failed.reason;
    const [command, query] = started;
    const gateway = await superviseService(
      'gateway',
      {
        ...shared,
        HOST: process.env.HOST ?? '0.0.0.0',
        PORT: String(options.port ?? 0),
        COMMAND_SERVICE_URL: `http://127.0.0.1:${command!.port}`,
        QUERY_SERVICE_URL: `http://127.0.0.1:${query!.port}`,
      },
      supervision,
    );
    started.push(gateway);
    const service = (name: ServiceName) => {
      const found = started.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no ${name} in this stack`);
      return found;
    };
    const sessionCookie = (role: Role, userId: string = randomUUID()) =>
      `${SESSION_COOKIE}=${encodeSession(sessionSecret, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
    return {
      url: `http://127.0.0.1:${gateway.port}`,
      get services() {
        return [...started];
      },
      service,
      crashAndRestart: (name, whileDown) => service(name).crashAndRestart(whileDown),
      sessionCookie,
      adminCookie: () => sessionCookie('admin'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
