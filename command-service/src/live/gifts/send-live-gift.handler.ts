import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LiveGifts } from './live-gifts.js';
import { SendLiveGift } from './send-live-gift.command.js';

@CommandHandler(SendLiveGift)
export class SendLiveGiftHandler implements ICommandHandler<SendLiveGift> {
  constructor(@Inject(LiveGifts) private readonly gifts: LiveGifts) {}

  execute({ userId, sessionId, catalogueGiftId, idempotency, meta }: SendLiveGift) {
    return this.gifts.send(userId, sessionId, catalogueGiftId, idempotency, meta);
  }
}
