import { Module } from '@nestjs/common';
import { ApplyAsAstrologerHandler } from './commands/apply-as-astrologer/apply-as-astrologer.handler.js';
import { DeactivateAstrologerHandler } from './commands/deactivate-astrologer/deactivate-astrologer.handler.js';
import { ReviewAstrologerHandler } from './commands/review-astrologer/review-astrologer.handler.js';
import { SetAvailabilityHandler } from './commands/set-availability/set-availability.handler.js';

/** Astrologer applications, reviews and availability. */
@Module({ providers: [ApplyAsAstrologerHandler, ReviewAstrologerHandler, DeactivateAstrologerHandler, SetAvailabilityHandler] })
export class AstrologersModule {}
