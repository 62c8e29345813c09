import type { ChatSessionView } from '@nakshatra/contracts';
import type { SocketLike } from '../lib/chat-socket-client';

/** A WebSocket the test drives: every instance is kept in `FakeWebSocket.instances`, the newest last. */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  static reset(): void {
    FakeWebSocket.instances = [];
  }

  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  // What the server does:
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  sentOfType(type: string): unknown[] {
    return this.sent.filter((message) => (message as { type?: string }).type === type);
  }
}

export const SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
export const ASTROLOGER_USER_ID = 'a0000000-0000-4000-8000-000000000002';
export const ASTROLOGER_ID = 'b0000000-0000-4000-8000-000000000003';

/** A session as the server sends it, requested unless a test says otherwise. */
export function chatSession(fields: Partial<ChatSessionView> = {}): ChatSessionView {
  const now = Date.now();
  return {
    id: SESSION_ID,
    status: 'requested',
    channel: 'chat',
    customer_id: CUSTOMER_ID,
    astrologer_id: ASTROLOGER_ID,
    price_per_min: 20_00,
    free_minutes: 0,
    requested_at: new Date(now).toISOString(),
    answer_by: new Date(now + 60_000).toISOString(),
    accepted_at: null,
    connected_at: null,
    minutes_billed: 0,
    total_billed: 0,
    low_balance: false,
    rejection: null,
    intake: { name: 'Asha Verma', birth_date: '1990-04-12', birth_time: '06:30', birth_place: 'Varanasi', resolved_place: null },
    message_count: 0,
    read: { customer: null, astrologer: null },
    end: null,
    phone_bridge: false,
    phone_call: null,
    ...fields,
  };
}
