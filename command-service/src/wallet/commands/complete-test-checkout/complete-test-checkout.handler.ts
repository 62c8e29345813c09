import { conflict, notFound } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentProvider } from '../../../payments/payment-provider.js';
import { TestPaymentProvider } from '../../../payments/test-payment-provider.js';
import { PAYMENT_PROVIDER } from '../../wallet-config.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { CompleteTestCheckout } from './complete-test-checkout.command.js';

/**
 * The test provider's checkout page: answers what a real checkout hands the browser (a signed
 * payment, or a failure), and the browser then goes through verify_payment or cancel_payment exactly
 * as it does with Razorpay. Appends nothing itself.
 */
@CommandHandler(CompleteTestCheckout)
export class CompleteTestCheckoutHandler implements ICommandHandler<CompleteTestCheckout> {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
  ) {}

  async execute({ userId, rechargeId, outcome }: CompleteTestCheckout) {
    if (!(this.provider instanceof TestPaymentProvider)) throw notFound('The test payment provider is not in use here');
    const recharge = (await this.ledger.state(userId)).recharges.get(rechargeId);
    if (!recharge || recharge.provider !== 'test') throw notFound('Recharge not found');
    if (recharge.status === 'credited') throw conflict('This recharge is already paid');
    return this.provider.completeCheckout(recharge.providerOrderId, outcome);
  }
}
