import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

const HOST = '127.0.0.1';

/**
 * Resolves once a UDP server on 127.0.0.1:`port` answers `request` with a datagram `accept` takes,
 * resending every `everyMs` (UDP may drop a datagram sent before the server binds). Rejects when
 * `gaveUp()` says the server is gone, or after `withinMs`: a bound for a server that never comes
 * up, not a wait for one that does.
 */
export async function untilUdpAnswers(
  port: number,
  request: Buffer,
  accept: (answer: Buffer) => boolean,
  { gaveUp = () => false, everyMs = 100, withinMs = 45_000 }: { gaveUp?: () => boolean; everyMs?: number; withinMs?: number } = {},
): Promise<void> {
  const socket = createSocket('udp4');
  try {
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + withinMs;
      const send = () => {
        if (gaveUp()) return reject(new Error(`the server on udp ${HOST}:${port} stopped before it answered`));
        if (Date.now() > deadline) return reject(new Error(`nothing answered on udp ${HOST}:${port} within ${withinMs} ms`));
        socket.send(request, port, HOST);
      };
      const timer = setInterval(send, everyMs);
      socket.on('message', (answer) => {
        if (!accept(answer)) return;
        clearInterval(timer);
        resolve();
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        reject(error);
      });
      send();
    });
  } finally {
    socket.close();
  }
}

/** A STUN Binding request (RFC 8489) and the test that an answer is its success response. */
export function stunBindingProbe(): { request: Buffer; isAnswer: (answer: Buffer) => boolean } {
  const request = Buffer.alloc(20);
  request.writeUInt16BE(0x0001, 0); // Binding request, no attributes
  request.writeUInt32BE(0x2112a442, 4); // magic cookie
  randomBytes(12).copy(request, 8); // transaction id
  const isAnswer = (answer: Buffer) => answer.length >= 20 && answer.readUInt16BE(0) === 0x0101 && answer.subarray(8, 20).equals(request.subarray(8, 20));
  return { request, isAnswer };
}

/** A port free for both UDP and TCP on 127.0.0.1 now (TURN listens on both). */
export async function freeUdpAndTcpPort(): Promise<number> {
  for (;;) {
    const socket = createSocket('udp4');
    const port = await new Promise<number>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(0, HOST, () => resolve(socket.address().port));
    });
    const tcpFree = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, HOST, () => server.close(() => resolve(true)));
    });
    socket.close();
    if (tcpFree) return port;
  }
}
