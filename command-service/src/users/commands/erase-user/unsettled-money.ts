import { chatStreamName, comparePositions, giftStreamName, orderStreamName, type UnsettledMoney, type WalletDebited } from '@nakshatra/contracts';
import type { EventStore, RecordedEvent } from '@nakshatra/event-store';
import { orderDecider } from '../../../orders/order.decider.js';
import { loadState } from '../../../shared/aggregate-runner.js';
import { unrefundedOf, type WalletState } from '../../../wallet/wallet.decider.js';
import { refundRulesWorkflow } from '../../../workflows/refund-rules.workflow.js';

/**
 * What an erasure must wait for (docs/users.md, "Erasure waits for money still moving"): a debit of
 * the wallet, not wholly refunded, whose flow may still give money back to it with nobody deciding
 * to. After the erasure nobody could spend or withdraw that money. Per debit:
 *
 * * an order or pooja: until it is delivered or performed (a paid order may still be cancelled and
 *   refunded, and one cancelled is refunded by the order-settlement workflow);
 * * a consultation: while it is open, and once it has ended while an automatic refund rule still
 *   has to pay (the refund-rules workflow's own fold of the session and its money says so);
 * * a gift: until it is recorded on air (the live-gift workflow refunds one never recorded).
 *
 * Refunds someone decides (support, an admin) are refused for an erased account instead
 * (`refuseIfErased`, users/erased-account.ts). Read from the streams themselves, so exact as of the reads.
 */
export async function unsettledMoneyOf(store: EventStore, wallet: WalletState, walletEvents: readonly RecordedEvent[]): Promise<UnsettledMoney | undefined> {
  const sessions = new Set<string>();
  for (const [debitId, { source }] of wallet.debits) {
    if (unrefundedOf(wallet, debitId) <= 0) continue;
    if (source.kind === 'session') sessions.add(source.id);
    if ((source.kind === 'order' || source.kind === 'pooja') && (await orderUnsettled(store, source.id))) return { kind: 'order', id: source.id };
    if (source.kind === 'gift' && (await giftUnsettled(store, source.id))) return { kind: 'gift', id: source.id };
  }
  for (const sessionId of sessions) {
    if (await consultationUnsettled(store, sessionId, walletEvents)) return { kind: 'consultation', id: sessionId };
  }
  return undefined;
}

async function orderUnsettled(store: EventStore, orderId: string): Promise<boolean> {
  const order = await loadState(store, orderStreamName(orderId), orderDecider);
  return order.status !== 'delivered' && order.status !== 'performed';
}

async function giftUnsettled(store: EventStore, giftId: string): Promise<boolean> {
  return !(await store.readStream(giftStreamName(giftId))).some((event) => event.type === 'LiveGiftSent');
}

/** The session's events and its money in this wallet, in the store's order, folded as the refund-rules workflow folds them. */
async function consultationUnsettled(store: EventStore, sessionId: string, walletEvents: readonly RecordedEvent[]): Promise<boolean> {
  const money = walletEvents.filter((event) => (event.data as Partial<WalletDebited>).source?.id === sessionId);
  const events = [...(await store.readStream(chatStreamName(sessionId))), ...money].sort((a, b) => comparePositions(a.position, b.position));
  const relevant = events.filter((event) => refundRulesWorkflow.keyOf(event) === sessionId);
  const flow = relevant.reduce(refundRulesWorkflow.evolve, refundRulesWorkflow.initialState());
  return !refundRulesWorkflow.done(flow);
}
