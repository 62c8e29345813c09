import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeUdpAndTcpPort, stunBindingProbe, untilUdpAnswers } from './udp-probe.js';

/** A real coturn (Debian's `turnserver`, scripts/ensure-test-tools.sh) for tests, alone on 127.0.0.1. */
export interface LocalCoturn {
  readonly port: number;
  /** `turn:127.0.0.1:<port>`, for TURN_URLS. */
  readonly url: string;
  /** What the server printed so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export const LOCAL_COTURN_REALM = 'nakshatra.test';

/**
 * Starts turnserver with the TURN REST API secret and resolves once it answers STUN on its port.
 * Everything it writes stays in a temporary folder, so it runs as any user. Loopback peers are
 * allowed because both ends of a test call are on this machine (never do that in production).
 */
export async function startLocalCoturn(secret: string): Promise<LocalCoturn> {
  const folder = await mkdtemp(join(tmpdir(), 'nakshatra-coturn-'));
  const port = await freeUdpAndTcpPort();
  const args = [
    '-n', // no configuration file: only these flags
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    `--realm=${LOCAL_COTURN_REALM}`,
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--allow-loopback-peers',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--log-file=stdout',
    `--pidfile=${join(folder, 'turnserver.pid')}`,
    `--db=${join(folder, 'turndb')}`,
  ];
  const child = spawn('turnserver', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));

  const stop = async () => {
    await stopChild(child);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const probe = stunBindingProbe();
    await untilUdpAnswers(port, probe.request, probe.isAnswer, { gaveUp: () => spawnError !== undefined || child.exitCode !== null || child.signalCode !== null });
  } catch (error) {
    await stop();
    const why = spawnError ? `${spawnError.message} (run scripts/ensure-test-tools.sh)` : (error as Error).message;
    throw new Error(`turnserver did not start: ${why}\n${output}`);
  }
  return { port, url: `turn:127.0.0.1:${port}`, output: () => output, stop };
}

/** SIGTERM, then SIGKILL if it has not exited after a generous while; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}
