import {
  ASTROLOGER_STREAM_PREFIX,
  CHAT_STREAM_PREFIX,
  chatMinuteKey,
  consultationMinuteStart,
  CUSTOMER_CHAT_STREAM_PREFIX,
  type AstrologerEarned,
  type ChatEnded,
  type ChatRequested,
  type FreeChatClaimed,
  type MinuteBilled,
  type WalletDebited,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

interface Session {
  readonly request: ChatRequested;
  accepted: boolean;
  finished: boolean;
  /** When minute 1 started: the acceptance of a chat, the connection of a call. */
  billedFrom: string | undefined;
  end: ChatEnded | undefined;
  readonly billed: MinuteBilled[];
  /** The last minute whose billing began (MinuteBillingStarted). */
  begun: number;
  /** Minutes recorded after the session's ChatEnded. */
  readonly billedAfterEnd: number[];
}

/** Appends to a list kept in a map under `key`. */
const push = <T>(map: Map<string, T[]>, key: string, value: T) => void map.set(key, [...(map.get(key) ?? []), value]);

/**
 * What a chat or call cut by a crash could leave, found from the events alone (not by the chat's
 * own code). A minute is three writes — the wallet debit keyed by (session, minute), the
 * astrologer's earning, then MinuteBilled — and ending a session is three more (the end, the
 * astrologer's lock, the free chat). Once every session is over:
 * - each billed minute is billed once, minutes 1…n with no gap; a paid one has exactly one debit and
 *   one earning naming the same wallet transaction, a free one neither;
 * - no debit or earning for a session's minute is without its MinuteBilled;
 * - no minute is recorded after its session's end, nor starts after it, and none is left with its
 *   billing begun and not recorded, but the one the wallet refused (the end is at its start)
 *   (docs/chat.md, "An end at a minute's boundary");
 * - the free chat is given back by a session that never started (rejected, withdrawn, a call never
 *   connected, or never requested), never by one started, and each customer starts at most one;
 * - no astrologer is left held by a session.
 */
export function chatOrphans(events: readonly RecordedEvent[]): string[] {
  const sessions = new Map<string, Session>();
  const debits = new Map<string, WalletDebited[]>();
  const earnings = new Map<string, AstrologerEarned[]>();
  const freeChats = new Map<string, string[]>();
  const locks = new Map<string, string | undefined>();
  for (const event of events) {
    const { streamName, type } = event;
    if (streamName.startsWith(CHAT_STREAM_PREFIX)) {
      const id = streamName.slice(CHAT_STREAM_PREFIX.length);
      if (type === 'ChatRequested') sessions.set(id, { request: event.data as ChatRequested, accepted: false, finished: false, billedFrom: undefined, end: undefined, billed: [], begun: 0, billedAfterEnd: [] });
      const session = sessions.get(id);
      if (!session) continue;
      followSession(session, event);
    } else if (type === 'WalletDebited' && (event.data as WalletDebited).source.kind === 'session') {
      push(debits, (event.data as WalletDebited).idempotencyKey, event.data as WalletDebited);
    } else if (type === 'AstrologerEarned') {
      const earning = event.data as AstrologerEarned;
      push(earnings, chatMinuteKey(earning.sessionId, earning.minute), earning);
    } else if (streamName.startsWith(CUSTOMER_CHAT_STREAM_PREFIX)) {
      push(freeChats, (event.data as FreeChatClaimed).sessionId, type);
    } else if (streamName.startsWith(ASTROLOGER_STREAM_PREFIX) && (type === 'AstrologerSessionStarted' || type === 'AstrologerSessionEnded')) {
      const { sessionId } = event.data as { sessionId: string };
      if (type === 'AstrologerSessionStarted') locks.set(streamName, sessionId);
      else if (locks.get(streamName) === sessionId) locks.delete(streamName);
    }
  }

  const found: string[] = [];
  const recordedMinutes = new Set<string>();
  for (const [id, session] of sessions) {
    if (!session.finished) found.push(`session ${id} left ${session.accepted ? 'active' : 'requested'}`);
    found.push(...boundaryFaults(id, session));
    const minutes = session.billed.map(({ minute }) => minute);
    if (minutes.some((minute, index) => minute !== index + 1)) found.push(`session ${id} billed minutes ${minutes.join(', ')}`);
    for (const billed of session.billed) {
      const key = chatMinuteKey(id, billed.minute);
      recordedMinutes.add(key);
      const [paidBy = [], earned = []] = [debits.get(key), earnings.get(key)];
      const free = billed.minute <= session.request.freeMinutes;
      if (free && (billed.amount !== 0 || paidBy.length > 0 || earned.length > 0)) found.push(`free minute ${key} moved money`);
      if (free) continue;
      if (paidBy.length !== 1 || paidBy[0]!.transactionId !== billed.walletTransactionId) found.push(`minute ${key} recorded with ${paidBy.length} debits`);
      if (earned.length !== 1 || earned[0]!.walletTransactionId !== billed.walletTransactionId) found.push(`minute ${key} recorded with ${earned.length} earnings`);
    }
  }
  for (const key of new Set([...debits.keys(), ...earnings.keys()])) {
    if (!recordedMinutes.has(key)) found.push(`minute ${key} debited (${debits.get(key)?.length ?? 0}) or earned (${earnings.get(key)?.length ?? 0}) but never recorded billed`);
  }
  const startedFree = new Map<string, number>();
  for (const [id, steps] of freeChats) {
    const session = sessions.get(id);
    const givenBack = steps.includes('FreeChatReleased');
    // Started: billing counts from here (a chat's acceptance, a call's connection), so the free minutes are being used.
    const started = session?.billedFrom !== undefined;
    if (started) startedFree.set(session!.request.customerId, (startedFree.get(session!.request.customerId) ?? 0) + 1);
    if (started && givenBack) found.push(`free chat of ${id} given back after it was used`);
    if (!started && !givenBack) found.push(`free chat kept by ${session ? 'unstarted' : 'missing'} session ${id}`);
  }
  for (const [customerId, count] of startedFree) if (count > 1) found.push(`customer ${customerId} had ${count} free chats`);
  for (const [stream, sessionId] of locks) found.push(`${stream} still held by session ${sessionId}`);
  return found;
}

function followSession(session: Session, event: RecordedEvent): void {
  const { type, data } = event;
  if (type === 'ChatAccepted') {
    session.accepted = true;
    if ((session.request.channel ?? 'chat') === 'chat') session.billedFrom = (data as { acceptedAt: string }).acceptedAt;
  }
  if (type === 'CallConnected') session.billedFrom = (data as { connectedAt: string }).connectedAt;
  if (type === 'ChatRejected') session.finished = true;
  if (type === 'ChatEnded') {
    session.finished = true;
    session.end = data as ChatEnded;
  }
  if (type === 'MinuteBillingStarted') session.begun = (data as { minute: number }).minute;
  if (type === 'MinuteBilled') {
    session.billed.push(data as MinuteBilled);
    if (session.end) session.billedAfterEnd.push((data as MinuteBilled).minute);
  }
}

/** What an end racing the ticker at a minute's start could leave wrong. */
function boundaryFaults(id: string, session: Session): string[] {
  const { end, billedFrom, billed, begun } = session;
  const found = session.billedAfterEnd.map((minute) => `session ${id} recorded minute ${minute} after its end`);
  if (!end || !billedFrom) return found;
  const startOf = (minute: number) => consultationMinuteStart(billedFrom, minute).getTime();
  const endedAt = Date.parse(end.endedAt);
  for (const { minute } of billed) if (startOf(minute) > endedAt) found.push(`session ${id} billed minute ${minute}, which started after its end`);
  const lastBilled = billed.at(-1)?.minute ?? 0;
  const refused = end.reason === 'balance_exhausted' && startOf(begun) === endedAt;
  if (begun > lastBilled && !refused) found.push(`session ${id} left minute ${begun}'s billing begun and never recorded`);
  return found;
}
