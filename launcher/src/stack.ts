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
  /**
   * Instances of the command service and of the query service (INSTANCES; 1 by default), behind the
   * one gateway, on the one event store and database. More than one needs Redis (`redisUrl`): chat
   * signals, presence and the query cache are shared there (docs/scale-out.md).
   */
  readonly instances?: number;
}

export interface RunningStack {
  /** Where the gateway serves the SPA and the API. */
  readonly url: string;
  readonly services: readonly SupervisedService[];
  service(name: ServiceName): SupervisedService;
  instancesOf(name: ServiceName): readonly SupervisedService[];
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
  const instances = options.instances ?? 1;
  if (!Number.isInteger(instances) || instances < 1) throw new Error(`instances must be a whole number of at least 1, got ${instances}`);
  if (instances > 1 && !options.redisUrl) throw new Error('Several instances share chat signals, presence and the query cache in Redis: set REDIS_URL');
  const started: SupervisedService[] = [];
  const stop = async () => {
    await Promise.all(started.splice(0).reverse().map((service) => service.stop()));
  };
  try {
    const backends = await Promise.allSettled([
      ...Array.from({ length: instances }, () => superviseService('command-service', shared, supervision)),
      ...Array.from({ length: instances }, () => superviseService('query-service', shared, supervision)),
      superviseService('projections', shared, supervision),
    ]);
    for (const backend of backends) if (backend.status === 'fulfilled') started.push(backend.value);
    const failed = backends.find((backend) => backend.status === 'rejected');
    if (failed) throw failed.reason;
    const urlsOf = (name: BackendName) =>
      started
        .filter((service) => service.name === name)
        .map((service) => `http://127.0.0.1:${service.port}`)
        .join(',');
    const gateway = await superviseService(
      'gateway',
      {
        ...shared,
        HOST: process.env.HOST ?? '0.0.0.0',
        PORT: String(options.port ?? 0),
        COMMAND_SERVICE_URL: urlsOf('command-service'),
        QUERY_SERVICE_URL: urlsOf('query-service'),
      },
      supervision,
    );
    started.push(gateway);
    /** The first instance of `name`; `instancesOf` for all of them. */
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
      instancesOf: (name) => started.filter((candidate) => candidate.name === name),
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
