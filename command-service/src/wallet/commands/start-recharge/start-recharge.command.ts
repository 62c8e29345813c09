import type { CreateTransaction, RechargeStartedView } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { IdempotentCall } from '../../../shared/idempotency.js';

export class StartRecharge extends Command<{ readonly view: RechargeStartedView; readonly created: boolean; readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly request: CreateTransaction,
    readonly idempotency: IdempotentCall,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
