import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { IdempotentCall } from '../../../shared/idempotency.js';
import type { MovementResult } from '../../movement-result.js';

export class AdjustWallet extends Command<MovementResult> {
  constructor(
    readonly userId: string,
    readonly amount: number,
    readonly reason: string,
    readonly idempotency: IdempotentCall,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
