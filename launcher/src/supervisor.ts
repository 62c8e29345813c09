import { spawnChildService, type ChildExit, type ChildProcessHandle, type ServiceName } from './child-service.js';
import { crashesInARowAfter, DEFAULT_RESTART_POLICY, restartDelay, type RestartPolicy } from './restart-policy.js';

/** A service of the stack that the launcher keeps running: a crashed process is replaced on the same port. */
export interface SupervisedService {
  readonly name: ServiceName;
  readonly port: number;
  /** The current process (a new one after each restart). */
  readonly pid: number;
  /** Stops the service for good: SIGTERM, and no restart. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would; the supervisor restarts it as it does any crash. */
  kill(): Promise<void>;
  /** SIGKILL, then no restart until `whileDown` has run; resolves once it runs again. */
  crashAndRestart(whileDown?: () => Promise<void>): Promise<void>;
  /** Resolves once the service runs: now, or after the restart under way. */
  running(): Promise<void>;
}

/** Where crashes and restarts are logged: a pino logger's `(details, message)` form (the launcher's own). */
export interface SupervisorLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SuperviseOptions {
  readonly logger: SupervisorLogger;
  readonly policy?: RestartPolicy;
}

/**
 * Starts a service and keeps it running: when its process exits without being asked to, the
 * exit is logged and the service started again on the same port (the gateway keeps the addresses
 * it was given, browsers the public one), after restartDelay (restart-policy.ts). Resolves once
 * the first process is ready; a first start that fails rejects instead (a configuration error
 * does not get better by retrying).
 */
export async function superviseService(name: ServiceName, env: Readonly<Record<string, string | undefined>>, options: SuperviseOptions): Promise<SupervisedService> {
  const supervisor = new Supervisor(name, env, options.logger, options.policy ?? DEFAULT_RESTART_POLICY);
  await supervisor.start();
  return supervisor;
}

class Supervisor implements SupervisedService {
  private child!: ChildProcessHandle;
  private readyAt: number | undefined;
  private currentPort = 0;
  private crashesInARow = 0;
  private stopped = false;
  /** While crashAndRestart's `whileDown` runs: an exit is expected and not restarted. */
  private held = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private up = settled();

  constructor(
    readonly name: ServiceName,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly logger: SupervisorLogger,
    private readonly policy: RestartPolicy,
  ) {}

  get port(): number {
    return this.currentPort;
  }

  get pid(): number {
    return this.child.pid;
  }

  async start(): Promise<void> {
    this.child = spawnChildService(this.name, this.env);
    this.currentPort = await this.child.ready;
    this.readyAt = Date.now();
    this.watch(this.child);
  }

  running(): Promise<void> {
    return this.up.promise;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.child.stop();
    this.up.resolve(); // nobody waits for a restart that will not come
  }

  kill(): Promise<void> {
    return this.child.kill();
  }

  async crashAndRestart(whileDown: () => Promise<void> = async () => undefined): Promise<void> {
    this.held = true;
    clearTimeout(this.restartTimer);
    try {
      await this.child.kill();
      await whileDown();
    } finally {
      this.held = false;
    }
    if (this.stopped) return;
    this.up = pending();
    this.spawnAgain(Date.now());
    await this.running();
  }

  private watch(child: ChildProcessHandle): void {
    void child.exited.then((exit) => this.onExit(child, exit));
  }

  private onExit(child: ChildProcessHandle, exit: ChildExit): void {
    if (child !== this.child || this.stopped || this.held) return;
    const started = this.readyAt !== undefined;
    const upMs = Date.now() - (this.readyAt ?? child.startedAt);
    this.crashesInARow = started ? crashesInARowAfter(this.crashesInARow, upMs, this.policy) : this.crashesInARow + 1;
    const delay = restartDelay(this.crashesInARow, this.policy);
    if (!this.up.pending) this.up = pending();
    this.logger.error(
      { service: this.name, pid: child.pid, code: exit.code, signal: exit.signal, upMs, crashesInARow: this.crashesInARow, restartInMs: delay },
      started ? `${this.name} exited unexpectedly; restarting it` : `${this.name} failed to start; trying again`,
    );
    const crashedAt = Date.now();
    this.restartTimer = setTimeout(() => this.spawnAgain(crashedAt), delay);
  }

  /** A new process on the same port; an exit before it is ready is one more crash in a row (onExit). */
  private spawnAgain(crashedAt: number): void {
    this.restartTimer = undefined;
    if (this.stopped) return;
    const child = spawnChildService(this.name, { ...this.env, PORT: String(this.currentPort) });
    this.child = child;
    this.readyAt = undefined;
    this.logger.info({ service: this.name, pid: child.pid, port: this.currentPort, sinceCrashMs: Date.now() - crashedAt }, `restarting ${this.name}`);
    this.watch(child);
    child.ready.then(
      () => {
        if (child !== this.child || this.stopped) return;
        this.readyAt = Date.now();
        this.logger.info({ service: this.name, pid: child.pid, port: this.currentPort, downMs: this.readyAt - crashedAt }, `${this.name} is running again`);
        this.up.resolve();
      },
      () => undefined, // it exited (or was killed for taking too long): onExit restarts it
    );
  }
}

interface Gate {
  readonly promise: Promise<void>;
  readonly pending: boolean;
  resolve(): void;
}

function pending(): Gate {
  let open!: () => void;
  const gate = { promise: new Promise<void>((resolve) => (open = resolve)), pending: true, resolve: () => ((gate.pending = false), open()) };
  return gate;
}

function settled(): Gate {
  const gate = pending();
  gate.resolve();
  return gate;
}
