import type { AstrologerStandingView, UpdateAstrologerStatus } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class SetAvailability extends Command<{ readonly view: AstrologerStandingView; readonly position: string | undefined }> {
  constructor(
    /** The logged-in astrologer: they switch their own record, never one they name. */
    readonly userId: string,
    readonly switches: UpdateAstrologerStatus,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
