import type { AstrologerStandingView } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class DeactivateAstrologer extends Command<{ readonly view: AstrologerStandingView; readonly position: string | undefined }> {
  constructor(
    readonly astrologerId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
