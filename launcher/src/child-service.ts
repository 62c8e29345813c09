import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isReadyMessage } from '@nakshatra/platform';

/** Each service's bundle (scripts/bundle-services.mjs, run by `npm run build:server`): it starts in under half the CPU of dist/main.js. */
const ENTRY_POINTS = {
  'command-service': '../../command-service/bundle/main.js',
  'query-service': '../../query-service/bundle/main.js',
  projections: '../../projections/bundle/main.js',
  gateway: '../../gateway/bundle/main.js',
} as const;

export type ServiceName = keyof typeof ENTRY_POINTS;

export interface ChildExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** One process of a service, run from its built entry point; supervisor.ts keeps one running. */
export interface ChildProcessHandle {
  readonly pid: number;
  readonly startedAt: number;
  /** Resolves with the port the service announced it listens on; rejects if it exits or takes too long first. */
  readonly ready: Promise<number>;
  /** Resolves when the process has exited, however. */
  readonly exited: Promise<ChildExit>;
  /** SIGTERM (its shutdown hook runs), SIGKILL after a grace period. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown hook runs. */
  kill(): Promise<void>;
}

/**
 * Long enough for a service to load on a busy two-core machine (seen: over a minute while other
 * builds ran); a service that is stuck, not slow, still fails the start instead of hanging it.
 */
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export function spawnChildService(name: ServiceName, env: Record<string, string | undefined>): ChildProcessHandle {
  const child = fork(fileURLToPath(new URL(ENTRY_POINTS[name], import.meta.url)), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A process that could not be spawned at all never exits; it counts as exited here.
    child.once('error', () => child.pid === undefined && resolve({ code: null, signal: null }));
  });
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? `code ${code}`}) while starting`));
    });
    child.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      clearTimeout(timer);
      resolve(message.port);
    });
  });
  ready.catch(() => undefined); // whoever awaits it hears the failure; an unawaited one is no crash of the launcher
  return { pid: child.pid ?? -1, startedAt: Date.now(), ready, exited, stop: () => stopChild(child, exited), kill: () => killChild(child, exited) };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function killChild(child: ChildProcess, exited: Promise<ChildExit>): Promise<void> {
  if (!hasExited(child)) child.kill('SIGKILL');
  await exited;
}

async function stopChild(child: ChildProcess, exited: Promise<ChildExit>): Promise<void> {
  if (hasExited(child)) return;
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
}
