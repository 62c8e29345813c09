import { randomUUID } from 'node:crypto';
import { LIVE_SOCKET_PATH, SESSION_COOKIE, type LiveChatMessage, type LiveSocketServerMessage } from '@nakshatra/contracts';
import { encodeSession } from '@nakshatra/platform';
import { expect } from 'vitest';
import WebSocket from 'ws';

/** The session secret the live socket tests sign their cookies with. */
export const TEST_SESSION_SECRET = 's'.repeat(32);

/** A browser's live socket: everything it heard, and what it was closed with. */
export class LiveSocketTester {
  readonly heard: LiveSocketServerMessage[] = [];
  closedWith: number | undefined;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => this.heard.push(JSON.parse(raw.toString()) as LiveSocketServerMessage));
    ws.on('close', (code) => (this.closedWith = code));
  }

  static async open(port: number, userId: string | null, role: 'customer' | 'astrologer' = 'customer'): Promise<LiveSocketTester> {
    const headers = userId ? { cookie: `${SESSION_COOKIE}=${encodeSession(TEST_SESSION_SECRET, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 600 })}` } : {};
    const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_SOCKET_PATH}`, { headers });
    const viewer = new LiveSocketTester(ws);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return viewer;
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The messages of one type heard so far. */
  of<T extends LiveSocketServerMessage['type']>(type: T): Extract<LiveSocketServerMessage, { type: T }>[] {
    return this.heard.filter((message): message is Extract<LiveSocketServerMessage, { type: T }> => message.type === type);
  }

  /** The chat lines heard so far, whether each came alone (`chat`) or coalesced with others (`chat_batch`). */
  lines(): LiveChatMessage[] {
    return this.heard.flatMap((message) => (message.type === 'chat' ? [message.message] : message.type === 'chat_batch' ? message.messages : []));
  }

  async ready(): Promise<Extract<LiveSocketServerMessage, { type: 'ready' }>> {
    await expect.poll(() => this.of('ready').length).toBe(1);
    return this.of('ready')[0]!;
  }
}
