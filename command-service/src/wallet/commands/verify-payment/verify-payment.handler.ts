import type { EventStore } from '@nakshatra/event-store';
import { refuse, refuseField, type Logger } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentVerificationError, type PaymentProvider } from '../../../payments/payment-provider.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { LOGGER } from '../../../shared/logger.token.js';
import { InvoiceIssuer } from '../../invoices/invoice-issuer.js';
import { callProvider } from '../../call-provider.js';
import { creditVerifiedCapture } from '../../recharge-credit.js';
import { PAYMENT_PROVIDER } from '../../wallet-config.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { VerifyPayment } from './verify-payment.command.js';

/** The browser's signed checkout callback: verified with the provider, then credited once. */
@CommandHandler(VerifyPayment)
export class VerifyPaymentHandler implements ICommandHandler<VerifyPayment> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
    @Inject(InvoiceIssuer) private readonly invoices: InvoiceIssuer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ userId, input, meta }: VerifyPayment) {
    // Only the caller's own wallet is looked in: another customer's recharge id is simply not found.
    const recharge = (await this.ledger.state(userId)).recharges.get(input.recharge_id);
    if (!recharge) throw refuse('wallet.recharge_not_found');
    let capture;
    try {
      capture = await callProvider(() =>
        this.provider.verifyCheckout({ providerOrderId: input.provider_order_id, providerPaymentId: input.provider_payment_id, signature: input.signature }),
      );
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error;
      // The provider's reason is for the logs: the customer is told only that the payment did not verify.
      this.logger.warn({ rechargeId: input.recharge_id, reason: error.message }, 'refused a payment callback');
      throw refuseField('signature', 'field.payment_unverified');
    }
    return creditVerifiedCapture(
      { store: this.store, ledger: this.ledger, invoices: this.invoices },
      { userId, rechargeId: input.recharge_id, verifiedBy: 'checkout' },
      capture,
      meta,
    );
  }
}
