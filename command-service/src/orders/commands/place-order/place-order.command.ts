import type { CreateOrder, PaidOrderView } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { IdempotentCall } from '../../../shared/idempotency.js';

export class PlaceOrder extends Command<{ readonly view: PaidOrderView; readonly created: boolean; readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly request: CreateOrder,
    readonly idempotency: IdempotentCall,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
