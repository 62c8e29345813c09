import { Command } from '@nestjs/cqrs';
import type { TestCheckoutResult } from '../../../payments/test-payment-provider.js';

export class CompleteTestCheckout extends Command<TestCheckoutResult> {
  constructor(
    readonly userId: string,
    readonly rechargeId: string,
    readonly outcome: 'succeed' | 'fail' | 'cancel',
  ) {
    super();
  }
}
