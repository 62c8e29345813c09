import type { LiveGiftView } from '@nakshatra/contracts';
import { isFiniteNumber, isRecord, isString } from '../../../lib/realtime/parse-socket';

/** A gift as the live socket sends it (`gift`): every field the page shows, or nothing. */
export function parseLiveGift(value: unknown): LiveGiftView | undefined {
  if (!isRecord(value) || !isRecord(value.gift)) return undefined;
  const { id, session_id: sessionId, sender_name: senderName, sent_at: sentAt } = value;
  const { id: giftId, name, name_hi: nameHi, emoji, price } = value.gift;
  if (!isString(id) || !isString(sessionId) || !isString(senderName) || !isString(sentAt)) return undefined;
  if (!isString(giftId) || !isString(name) || !isString(nameHi) || !isString(emoji) || !isFiniteNumber(price)) return undefined;
  return { id, session_id: sessionId, sender_name: senderName, gift: { id: giftId, name, name_hi: nameHi, emoji, price }, sent_at: sentAt };
}
