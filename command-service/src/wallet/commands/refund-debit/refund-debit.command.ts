import type { RefundBearer } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { IdempotentCall } from '../../../shared/idempotency.js';
import type { MovementResult } from '../../movement-result.js';

export class RefundDebit extends Command<MovementResult> {
  constructor(
    readonly userId: string,
    readonly debitId: string,
    readonly amount: number,
    readonly reason: string,
    /** A session's debit: who bears the refund (docs/support.md, "Who bears a refund"). */
    readonly borneBy: RefundBearer | undefined,
    readonly idempotency: IdempotentCall,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
