import { walletStreamName, type InvoiceIssued, type WalletCredited, type WalletRechargeStarted } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { VerifiedCapture } from '../payments/payment-provider.js';
import type { InvoiceIssuer } from './invoices/invoice-issuer.js';
import type { WalletLedger } from './wallet-ledger.js';

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
  const outcome = await deps.ledger.execute(
    userId,
    { type: 'CreditRecharge', rechargeId, providerOrderId: capture.providerOrderId, providerPaymentId: capture.providerPaymentId, capturedAmount: capture.amount, verifiedBy },
    meta,
  );
  const { started, credited, creditedAt } = await creditedRecharge(deps.store, userId, rechargeId);
  const issued = await deps.invoices.issue({ userId, credited, creditedAt, gstRateBp: started.gstRateBp, gst: started.gst }, meta);
  // The balance right after this credit, as recorded (later movements may already have followed);
  // the invoice, when written now, comes after the credit, so a read that waits for it sees both.
  return { balance: credited.balanceAfter, invoice: issued.invoice, position: issued.position ?? outcome.position };
}
