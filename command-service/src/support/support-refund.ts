import { createHash, randomUUID } from 'node:crypto';
import { supportRefundKey, supportTicketReference, supportTicketStreamName, walletStreamName, type WalletRefunded } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { unrefundedOf, walletDecider } from '../wallet/wallet.decider.js';
import { supportTicketDecider } from './support-ticket.decider.js';

/** Many writers share a wallet (chat minutes, gifts): as many attempts as its own writers make. */
const BUSY_STREAM = { maxAttempts: 50 };

/**
 * Pays a refund decided in a ticket (docs/support.md, "Refunds"): each part goes to the wallet as a
 * refund of its debit, keyed by ticket and debit and saying who bears it (a consultation's: the
 * earning-reversal workflow then takes back an astrologer's at fault), then the ticket records what landed. Taken by the
 * admin's request and, if that died half way, by the support-refund workflow: every write appends
 * nothing when already done, so taken twice it happens once. A part another refund has since
 * returned in the meantime is refunded only as far as its debit still allows.
 */
export async function paySupportRefund(store: EventStore, ticketId: string, meta: CommandMetadata): Promise<string | undefined> {
  const ticket = await loadState(store, supportTicketStreamName(ticketId), supportTicketDecider);
  if (ticket.status === 'absent' || !ticket.refund || ticket.refundPaid) return undefined;
  const { customerId, parts, decision, link, borneBy } = ticket.refund;
  const wallet = walletStreamName(customerId);
  const reason = `Refund decided in support ticket ${supportTicketReference(ticketId)} (${decision})`;
  // A consultation decided before support was asked who bears it kept the astrologer's earning: the platform bore it.
  const bearer = link.kind === 'consultation' ? { borneBy: borneBy ?? 'platform' } : {};
  const state = await loadState(store, wallet, walletDecider);
  for (const part of parts) {
    const idempotencyKey = supportRefundKey(ticketId, part.debitId);
    if (state.requests.has(idempotencyKey)) continue;
    const amount = Math.min(part.amount, unrefundedOf(state, part.debitId));
    if (amount <= 0) continue;
    const requestHash = createHash('sha256').update(`${idempotencyKey}:${part.amount}`).digest('hex');
    await runCommand(store, wallet, walletDecider, { type: 'Refund', transactionId: randomUUID(), refundOf: part.debitId, amount, reason, ...bearer, idempotencyKey, requestHash }, meta, BUSY_STREAM);
  }
  const landed = await refundsOf(store, wallet, new Set(parts.map((part) => supportRefundKey(ticketId, part.debitId))));
  const amount = landed.reduce((sum, refund) => sum + refund.amount, 0);
  const transactionIds = landed.map((refund) => refund.transactionId);
  const recorded = await runCommand(store, supportTicketStreamName(ticketId), supportTicketDecider, { type: 'RecordRefundPaid', amount, transactionIds, at: new Date() }, meta);
  return recorded.position;
}

/** The wallet's refunds made under these keys. */
async function refundsOf(store: EventStore, wallet: string, keys: ReadonlySet<string>): Promise<WalletRefunded[]> {
  const events = await store.readStream(wallet);
  return events.filter((event) => event.type === 'WalletRefunded' && keys.has((event.data as WalletRefunded).idempotencyKey)).map((event) => event.data as WalletRefunded);
}
