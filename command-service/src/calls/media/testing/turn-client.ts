import { execFile, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { stopChild } from './local-coturn.js';
import { untilUdpAnswers } from './udp-probe.js';

/** coturn's own test tools (`turnutils_peer`, `turnutils_uclient`) play the two ends of a relayed call. */

export interface EchoPeer {
  readonly port: number;
  stop(): Promise<void>;
}

/** `turnutils_peer`: a UDP echo server on 127.0.0.1 the relay sends to, ready once it echoes. */
export async function startEchoPeer(): Promise<EchoPeer> {
  const port = await freeUdpPort();
  const child = spawn('turnutils_peer', ['-L', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  let failed = false;
  child.once('error', () => (failed = true));
  const hello = Buffer.from('nakshatra');
  try {
    await untilUdpAnswers(port, hello, (answer) => answer.equals(hello), { gaveUp: () => failed || child.exitCode !== null });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { port, stop: () => stopChild(child) };
}

export interface RelayAttempt {
  /** Whether the server gave a relay address and the peer's echoes came back through it. */
  readonly relayed: boolean;
  readonly exitCode: number;
  readonly output: string;
}

/** One client allocates a relay on the TURN server with these credentials and sends the peer one message through it. */
export function relayThroughTurn(turnPort: number, peerPort: number, username: string, credential: string): Promise<RelayAttempt> {
  const args = ['-v', '-u', username, '-w', credential, '-p', String(turnPort), '-e', '127.0.0.1', '-r', String(peerPort), '-n', '1', '-m', '1', '127.0.0.1'];
  return new Promise((resolve) => {
    // The timeout only stops a client that hangs; a refused one exits within a second.
    execFile('turnutils_uclient', args, { timeout: 120_000 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      const received = [...output.matchAll(/tot_recv_msgs=(\d+)/g)].map((match) => Number(match[1]));
      const relayed = exitCode === 0 && /Received relay addr: 127\.0\.0\.1:\d+/.test(output) && (received.at(-1) ?? 0) > 0;
      resolve({ relayed, exitCode, output });
    });
  });
}

async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', resolve);
  });
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}
