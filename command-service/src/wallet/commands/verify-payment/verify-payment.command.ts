import type { VerifyPayment as VerifyPaymentInput } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { CreditResult } from '../../recharge-credit.js';

export class VerifyPayment extends Command<CreditResult> {
  constructor(
    readonly userId: string,
    readonly input: VerifyPaymentInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
