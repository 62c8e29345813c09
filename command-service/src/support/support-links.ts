import { chatStreamName, orderStreamName, walletStreamName, type MoneySource, type SupportLink } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { chatDecider } from '../chat/chat.decider.js';
import { orderDecider } from '../orders/order.decider.js';
import { loadState } from '../shared/aggregate-runner.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import type { ItemDebit } from './support-ticket.decider.js';

/**
 * Whether a link names one of the user's own things, read from the thing's own stream: a consultation
 * they took part in (as customer or astrologer), their order or pooja booking, a recharge of their wallet.
 */
export async function isOwnLink(store: EventStore, userId: string, link: SupportLink): Promise<boolean> {
  switch (link.kind) {
    case 'consultation': {
      const chat = await loadState(store, chatStreamName(link.id), chatDecider);
      return chat.status !== 'absent' && (chat.request.customerId === userId || chat.request.astrologerUserId === userId);
    }
    case 'order':
    case 'pooja': {
      const order = await loadState(store, orderStreamName(link.id), orderDecider);
      return order.status !== 'absent' && order.order.userId === userId && order.order.kind === (link.kind === 'order' ? 'product' : 'pooja');
    }
    case 'recharge':
      return (await loadState(store, walletStreamName(userId), walletDecider)).recharges.has(link.id);
  }
}

/** The wallet's name for what a link pays for: chat and call minutes are `session` debits. */
const SOURCE_OF: Record<SupportLink['kind'], MoneySource['kind'] | undefined> = { consultation: 'session', order: 'order', pooja: 'pooja', recharge: undefined };

/** The debits of the user's wallet that paid for the linked item, oldest first, with what is refunded of each. */
export async function debitsOf(store: EventStore, userId: string, link: SupportLink | null): Promise<ItemDebit[]> {
  const kind = link && SOURCE_OF[link.kind];
  if (!link || !kind) return [];
  const wallet = await loadState(store, walletStreamName(userId), walletDecider);
  return [...wallet.debits]
    .filter(([, debit]) => debit.source.kind === kind && debit.source.id === link.id)
    .map(([debitId, debit]) => ({ debitId, amount: debit.amount, refunded: debit.refunded }));
}
