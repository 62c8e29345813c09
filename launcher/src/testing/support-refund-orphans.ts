import { SUPPORT_TICKET_STREAM_PREFIX, supportRefundKey, type SupportRefundDecided, type SupportRefundPaid, type WalletRefunded } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** How every key supportRefundKey makes begins. */
const SUPPORT_REFUND_KEY_PREFIX = 'support-refund-';

interface Ticket {
  decided?: SupportRefundDecided;
  readonly paid: SupportRefundPaid[];
}

/**
 * What a refund decided in a support ticket and cut by a crash could leave (the support-refund
 * workflow, docs/support.md), found from the events alone, not by the tickets' own code: a decision
 * with money in it is paid exactly once —
 * - one SupportRefundPaid, and none for a ticket that decided no money;
 * - each part (debit) refunded by at most one wallet refund keyed `support-refund-<ticket>-<debit>`,
 *   of that debit and for no more than the part, only for a part the decision made;
 * - the refunds under the ticket's keys are exactly the transactions SupportRefundPaid names, their
 *   sum its amount, never more than was decided.
 */
export function supportRefundOrphans(events: readonly RecordedEvent[]): string[] {
  const tickets = new Map<string, Ticket>();
  const refunds: WalletRefunded[] = [];
  for (const event of events) {
    if (event.streamName.startsWith(SUPPORT_TICKET_STREAM_PREFIX)) {
      const id = event.streamName.slice(SUPPORT_TICKET_STREAM_PREFIX.length);
      const ticket = tickets.get(id) ?? tickets.set(id, { paid: [] }).get(id)!;
      if (event.type === 'SupportRefundDecided') ticket.decided = event.data as SupportRefundDecided;
      if (event.type === 'SupportRefundPaid') ticket.paid.push(event.data as SupportRefundPaid);
    } else if (event.type === 'WalletRefunded' && (event.data as WalletRefunded).idempotencyKey.startsWith(SUPPORT_REFUND_KEY_PREFIX)) {
      refunds.push(event.data as WalletRefunded);
    }
  }

  const found: string[] = [];
  const claimed = new Set<WalletRefunded>();
  for (const [id, { decided, paid }] of tickets) {
    const keys = new Map((decided?.parts ?? []).map((part) => [supportRefundKey(id, part.debitId), part]));
    const made = refunds.filter((refund) => keys.has(refund.idempotencyKey));
    made.forEach((refund) => claimed.add(refund));
    const amount = decided?.amount ?? 0;
    if (amount > 0 && paid.length !== 1) found.push(`ticket ${id} decided ${amount} and recorded paid ${paid.length} times`);
    if (amount === 0 && paid.length > 0) found.push(`ticket ${id} recorded paid with no money decided`);
    for (const key of keys.keys()) if (made.filter((refund) => refund.idempotencyKey === key).length > 1) found.push(`${key} refunded more than once`);
    for (const refund of made) {
      const part = keys.get(refund.idempotencyKey)!;
      if (refund.refundOf !== part.debitId || refund.amount > part.amount) found.push(`${refund.idempotencyKey} refunded ${refund.amount} of debit ${refund.refundOf}, decided ${part.amount} of ${part.debitId}`);
    }
    const [record] = paid;
    if (paid.length !== 1 || !record) continue;
    const total = made.reduce((sum, refund) => sum + refund.amount, 0);
    const sameTransactions = [...record.transactionIds].sort().join() === made.map((refund) => refund.transactionId).sort().join();
    if (total !== record.amount || !sameTransactions) found.push(`ticket ${id} recorded ${record.amount} paid in ${record.transactionIds.length} refunds, the wallet refunded ${total} in ${made.length}`);
    if (record.amount > amount) found.push(`ticket ${id} paid ${record.amount}, more than the ${amount} decided`);
  }
  for (const refund of refunds) if (!claimed.has(refund)) found.push(`${refund.idempotencyKey} refunded for no decided part`);
  return found;
}
