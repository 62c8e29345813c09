import { randomUUID } from 'node:crypto';
import { astrologerStreamName, CHAT_STREAM_PREFIX, chatStreamName, type ChatAccepted, type ChatRequested } from '@nakshatra/contracts';
import type { EventStore, RecordedEvent } from '@nakshatra/event-store';
import { vi } from 'vitest';
import type { RunningStack } from '../stack.js';
import { CHAT_PRICE, chatFixtures } from './chat-fixtures.js';
import { dataOf, type Answer, type testApi } from './test-api.js';
import { until } from './write-and-read.js';

const MINUTE_MS = 60_000;
/** How long a call cut by a kill is tried again: a restart takes seconds, far less on CI. */
const ANSWER_WITHIN_MS = 120_000;

type Astrologer = Awaited<ReturnType<ReturnType<typeof chatFixtures>['onlineAstrologer']>>;

/**
 * The chat part of the kill -9 soak: consultations through the gateway, each astrologer's in turn,
 * a new customer each round. A round asks for the free first chat and has it given back (rejected by
 * the astrologer, or withdrawn by the customer, in turn), asks again and uses it, then has a paid
 * chat. One chat a round is held open until the ticker has billed its minute 2 (the first
 * astrologer's rounds hold the free chat, the others the paid one), so minutes are billed by the
 * ticker while services are killed. A call the kills cut is tried again until the service answers;
 * the services are idempotent where it matters, and a request whose answer was lost is found from
 * the astrologer's lock.
 */
export function soakChats(stack: RunningStack, store: EventStore, api: ReturnType<typeof testApi>) {
  const admin = stack.adminCookie();
  const chat = chatFixtures({ store, cookie: stack.sessionCookie }, api, admin);
  /** Paid chats held open: session → when accepted (ms). */
  const heldPaid = new Map<string, number>();
  /** Held chats whose minute 2 the ticker billed, free and paid. */
  const billedByTicker = { free: 0, paid: 0 };
  let running = true;

  /** The answer to a call, tried again while a kill keeps the service from answering. */
  async function answered(call: () => Promise<Answer>): Promise<Answer> {
    // A cut connection or a 502 without JSON throws, and is tried again like a 5xx.
    const served = async () => {
      const reply = await call();
      if (reply.status >= 500) throw new Error(`no answer within ${ANSWER_WITHIN_MS / 1000} s (last: ${reply.status})`);
      return reply;
    };
    return vi.waitFor(served, { timeout: ANSWER_WITHIN_MS, interval: 200 });
  }

  const chatEvents = (sessionId: string) => store.readStream(chatStreamName(sessionId));
  const minutesBilled = async (sessionId: string) => (await chatEvents(sessionId)).filter((event) => event.type === 'MinuteBilled').length;

  /** Ends, as its customer, the session that holds the astrologer (one whose answer a kill cut). */
  async function endHolder(astrologerId: string): Promise<void> {
    const lock = (await store.readStream(astrologerStreamName(astrologerId))).filter((event) => event.type.startsWith('AstrologerSession')).at(-1);
    if (lock?.type !== 'AstrologerSessionStarted') return;
    const sessionId = (lock.data as { sessionId: string }).sessionId;
    const { customerId } = (await chatEvents(sessionId))[0]!.data as ChatRequested;
    await answered(() => chat.end(stack.sessionCookie('customer', customerId), sessionId));
  }

  /** create_chat_session, after freeing the astrologer from a session whose answer was lost. */
  async function requested(astrologer: Astrologer, cookie: string): Promise<string> {
    for (;;) {
      const answer = await answered(() => chat.request(cookie, astrologer.id));
      if (answer.status === 201) return dataOf('create_chat_session', answer).id;
      if (answer.body.code !== 'chat.astrologer_busy') throw new Error(`create_chat_session answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      await endHolder(astrologer.id);
    }
  }

  /**
   * Accepts and, when `hold`, keeps the chat open until the ticker has billed its minute 2 (or the
   * soak stops), then ends it. A held paid chat is listed while held, for the soak to time a kill.
   */
  async function consultation(astrologer: Astrologer, cookie: string, sessionId: string, hold: boolean): Promise<void> {
    await answered(() => chat.answer(astrologer.cookie, sessionId, { action: 'accept' }));
    // Read from the store: an accept tried again after a cut answer gets 409, and a request may time out.
    const events = await chatEvents(sessionId);
    const accepted = events.find((event) => event.type === 'ChatAccepted')?.data as ChatAccepted | undefined;
    if (hold && accepted) {
      const paid = (events[0]!.data as ChatRequested).freeMinutes === 0;
      if (paid) heldPaid.set(sessionId, Date.parse(accepted.acceptedAt));
      let billed = false;
      await until(async () => !running || (billed = (await minutesBilled(sessionId)) >= 2), `minute 2 of ${sessionId}`, 3 * MINUTE_MS);
      heldPaid.delete(sessionId);
      if (billed) billedByTicker[paid ? 'paid' : 'free'] += 1;
    }
    await answered(() => chat.end(cookie, sessionId));
  }

  /** One astrologer's rounds, until stop(): the first astrologer holds its free chats open, the others their paid ones. */
  async function consult(astrologer: Astrologer, index: number): Promise<void> {
    for (let round = 0; running; round += 1) {
      const customerId = randomUUID();
      const cookie = stack.sessionCookie('customer', customerId);
      const fund = { amount: 20 * CHAT_PRICE, reason: 'Soak chat balance' };
      await answered(() => api.call('PUT', `/api/update_wallet/${customerId}`, { cookie: admin, headers: { 'idempotency-key': `soak-chat-${customerId}` }, body: fund }));
      const givenBack = await requested(astrologer, cookie);
      const reject = (index + round) % 2 === 0;
      await answered(() => (reject ? chat.answer(astrologer.cookie, givenBack, { action: 'reject', reason: 'Soak: not now, please' }) : chat.end(cookie, givenBack)));
      await consultation(astrologer, cookie, await requested(astrologer, cookie), index === 0); // the free chat
      await consultation(astrologer, cookie, await requested(astrologer, cookie), index > 0); // paid
    }
  }

  return {
    /** Approved, online astrologers to consult, set up through the API before the kills begin. */
    astrologers: (count: number) => Promise.all(Array.from({ length: count }, () => chat.onlineAstrologer())),
    consult,
    /** The rounds under way finish: held chats are ended at once, with the minutes they started billed. */
    stop: () => void (running = false),
    /** Whether the ticker has billed minute 2 of a held free chat and of a held paid one. */
    billedByTicker: () => billedByTicker.free > 0 && billedByTicker.paid > 0,
    /** A held paid chat's minute 2 has started within a second, or is not billed yet (the service is restarting): the ticker bills it about now. */
    async paidMinuteStarting(): Promise<boolean> {
      for (const [sessionId, acceptedAt] of heldPaid) {
        const since = Date.now() - (acceptedAt + MINUTE_MS);
        if (since >= 0 && (since < 1_000 || (await minutesBilled(sessionId)) < 2)) return true;
      }
      return false;
    },
    /** Ends, as their customers, the sessions still open (a request whose answer a kill cut and that nobody withdrew). */
    async endOpenSessions(events: readonly RecordedEvent[]): Promise<void> {
      const open = new Map<string, string>();
      for (const event of events) {
        if (!event.streamName.startsWith(CHAT_STREAM_PREFIX)) continue;
        if (event.type === 'ChatRequested') open.set(event.streamName.slice(CHAT_STREAM_PREFIX.length), (event.data as ChatRequested).customerId);
        if (event.type === 'ChatRejected' || event.type === 'ChatEnded') open.delete(event.streamName.slice(CHAT_STREAM_PREFIX.length));
      }
      for (const [sessionId, customerId] of open) await answered(() => chat.end(stack.sessionCookie('customer', customerId), sessionId));
    },
  };
}
