import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';
import type { IdempotentCall } from '../../shared/idempotency.js';
import type { GiftOutcome } from './live-gifts.js';

/** send_live_gift/{sessionId}: the caller sends a gift of the catalogue to a session on air. */
export class SendLiveGift extends Command<GiftOutcome> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly catalogueGiftId: string,
    readonly idempotency: IdempotentCall,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
