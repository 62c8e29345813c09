import type { ChatMessageView, ChatParticipant, ChatSessionView, ChatStatus } from '@nakshatra/contracts';

const STATUS_RANK: Record<ChatStatus, number> = { requested: 0, active: 1, rejected: 2, ended: 2 };

/**
 * Which of two views of one session to keep: the socket and the HTTP answers can arrive out of
 * order, so a view that is behind (an earlier status, fewer minutes or messages) never replaces a
 * later one; between equals the newest arrival wins (read receipts, low balance).
 */
export function newerSession(current: ChatSessionView | undefined, incoming: ChatSessionView): ChatSessionView {
  if (!current || current.id !== incoming.id) return incoming;
  if (STATUS_RANK[incoming.status] !== STATUS_RANK[current.status]) return STATUS_RANK[incoming.status] > STATUS_RANK[current.status] ? incoming : current;
  if (incoming.minutes_billed < current.minutes_billed || incoming.message_count < current.message_count) return current;
  return incoming;
}

/** Adds messages (by id: a later copy replaces an earlier one, e.g. the server's text for an optimistic one), oldest first. */
export function mergeMessages(current: readonly ChatMessageView[], added: readonly ChatMessageView[]): ChatMessageView[] {
  if (added.length === 0) return current as ChatMessageView[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (a.sent_at < b.sent_at ? -1 : a.sent_at > b.sent_at ? 1 : 0));
}

export const otherSide = (me: ChatParticipant): ChatParticipant => (me === 'customer' ? 'astrologer' : 'customer');

/** Whether the other side has read my message: their last read message is this one or later. */
export function isReadByOther(messages: readonly ChatMessageView[], index: number, lastReadId: string | null): boolean {
  if (!lastReadId) return false;
  const readIndex = messages.findIndex((message) => message.id === lastReadId);
  return readIndex >= index;
}

/** Seconds as m:ss, or h:mm:ss from an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

const IST_CLOCK = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

/** A message's time of day in India, e.g. "4:05 pm". */
export function formatClock(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const part = Object.fromEntries(IST_CLOCK.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()}`.trim();
}

/** Whole seconds from now until `iso` (0 when past). */
export const secondsUntil = (iso: string, now: number): number => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** A call the phone bridge carries (ringing the phones, or connected on them): the browser's own media stays off. */
export const isOnThePhone = (session: ChatSessionView | undefined): boolean => session?.phone_call?.status === 'ringing' || session?.phone_call?.status === 'connected';
