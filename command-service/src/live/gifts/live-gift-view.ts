import type { LiveGiftSent, LiveGiftView } from '@nakshatra/contracts';

/** A recorded gift as the session's sockets hear it and its sender is answered. */
export const toLiveGiftView = (gift: LiveGiftSent): LiveGiftView => ({
  id: gift.giftId,
  session_id: gift.sessionId,
  sender_name: gift.senderName,
  gift: { id: gift.catalogueGiftId, name: gift.name, name_hi: gift.nameHi, emoji: gift.emoji, price: gift.price },
  sent_at: gift.sentAt,
});
