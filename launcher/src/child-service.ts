import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isReadyMessage } from '@nakshatra/platform';

/** One service of the stack, run as a child process from its built entry point. */
export interface ChildService {
  readonly name: string;
  readonly port: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown hook runs. */
  kill(): Promise<void>;
}

const ENTRY_POINTS = {
  'command-service': '../../command-service/dist/main.js',
  'query-service': '../../query-service/dist/main.js',
  projections: '../../projections/dist/main.js',
  gateway: '../../gateway/dist/main.js',
} as const;

export type ServiceName = keyof typeof ENTRY_POINTS;

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export function startChildService(name: ServiceName, env: Record<string, string | undefined>): Promise<ChildService> {
  const child = fork(fileURLToPath(new URL(ENTRY_POINTS[name], import.meta.url)), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} while starting`));
    };
    child.once('exit', onExit);
    child.on('message', (message) => {
      if (!isReadyMessage(message)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ name, port: message.port, stop: () => stopChild(child), kill: () => killChild(child) });
    });
  });
}

function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
