import { refuse } from '@nakshatra/platform';
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
    if (!(this.provider instanceof TestPaymentProvider)) throw refuse('wallet.test_checkout_off');
    const recharge = (await this.ledger.state(userId)).recharges.get(rechargeId);
    if (!recharge || recharge.provider !== 'test') throw refuse('wallet.recharge_not_found');
    if (recharge.status === 'credited') throw refuse('wallet.recharge_paid');
    // The test checkout stands for a customer still paying: past the deadline there is nothing left to pay.
    if (recharge.status === 'expired') throw refuse('wallet.recharge_expired');
    return this.provider.completeCheckout(recharge.providerOrderId, outcome);
  }
}
