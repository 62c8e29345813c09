import { Module } from '@nestjs/common';
import { CreateReviewHandler, ModerateReviewHandler } from './commands/review-command-handlers.js';

/** Reviews of consultations and their moderation (docs/reviews.md). */
@Module({ providers: [CreateReviewHandler, ModerateReviewHandler] })
export class ReviewsModule {}
