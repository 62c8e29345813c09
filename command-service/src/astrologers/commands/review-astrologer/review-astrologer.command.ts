import type { AstrologerStandingView, UpdateAstrologer } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class ReviewAstrologer extends Command<{ readonly view: AstrologerStandingView; readonly position: string | undefined }> {
  constructor(
    readonly astrologerId: string,
    readonly request: UpdateAstrologer,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
