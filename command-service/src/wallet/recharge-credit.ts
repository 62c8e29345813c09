import { walletStreamName, type InvoiceIssued, type WalletCredited, type WalletRechargeStarted } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { VerifiedCapture } from '../payments/payment-provider.js';
import type { InvoiceIssuer } from './invoices/invoice-issuer.js';
import { publishedItemIn } from '../content/published-item.js';
import { offerOn } from './recharge-pricing.js';
import type { WalletLedger } from './wallet-ledger.js';
import type { WalletState } from './wallet.decider.js';

export interface CreditResult {
  readonly balance: number;
  readonly invoice: InvoiceIssued;
  /** The last write's position (the invoice's when one was written), for read-your-writes. */
  readonly position: string | undefined;
}

/** A recharge's start and credit as the wallet's stream recorded them, with when it was credited. */
async function creditedRecharge(store: EventStore, userId: string, rechargeId: string) {
  const history = await store.readStream(walletStreamName(userId));
  const about = history.filter((event) => (event.data as { rechargeId?: string }).rechargeId === rechargeId);
  const started = about.find((event) => event.type === 'WalletRechargeStarted');
  const credited = about.find((event) => event.type === 'WalletCredited');
  if (!started || !credited) throw new Error(`recharge ${rechargeId} of ${userId} was credited but its events are not in the stream`);
  return { started: started.data as WalletRechargeStarted, credited: credited.data as WalletCredited, creditedAt: new Date(credited.metadata.occurredAt) };
}

/**
 * A capture after its recharge expired, failed or was cancelled, one of whose offers is no longer
 * on: it is credited without the offers' bonus (wallet.decider's CreditRecharge). A payment order
 * carries no expiry at the provider, so one kept for weeks could otherwise be paid after a
 * festival's offer ended and still get its bonus. An on-time capture keeps what it was quoted.
 */
async function lateWithEndedOffer(store: EventStore, wallet: WalletState, rechargeId: string): Promise<boolean> {
  const recharge = wallet.recharges.get(rechargeId);
  if (!recharge || recharge.status === 'pending' || recharge.status === 'credited' || recharge.offerIds.length === 0) return false;
  const now = new Date();
  const published = publishedItemIn(store);
  for (const id of recharge.offerIds) if (!(await offerOn(published, id, now))) return true;
  return false;
}

/**
 * Credits a verified capture (once, however often the browser callback and the webhook repeat it)
 * and makes sure its invoice exists. Both steps are idempotent, so any repeat finishes what a crash
 * between them left undone.
 */
export async function creditVerifiedCapture(
  deps: { readonly store: EventStore; readonly ledger: WalletLedger; readonly invoices: InvoiceIssuer },
  target: { readonly userId: string; readonly rechargeId: string; readonly verifiedBy: 'checkout' | 'webhook' },
  capture: VerifiedCapture,
  meta: CommandMetadata,
): Promise<CreditResult> {
  const { userId, rechargeId, verifiedBy } = target;
  const offersLapsed = await lateWithEndedOffer(deps.store, await deps.ledger.state(userId), rechargeId);
  const outcome = await deps.ledger.execute(
    userId,
    { type: 'CreditRecharge', rechargeId, providerOrderId: capture.providerOrderId, providerPaymentId: capture.providerPaymentId, capturedAmount: capture.amount, verifiedBy, offersLapsed },
    meta,
  );
  const { started, credited, creditedAt } = await creditedRecharge(deps.store, userId, rechargeId);
  const issued = await deps.invoices.issue({ userId, credited, creditedAt, gstRateBp: started.gstRateBp, gst: started.gst }, meta);
  // The balance right after this credit, as recorded (later movements may already have followed);
  // the invoice, when written now, comes after the credit, so a read that waits for it sees both.
  return { balance: credited.balanceAfter, invoice: issued.invoice, position: issued.position ?? outcome.position };
}
