import type { AstrologerStandingView, CreateAstrologer } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class ApplyAsAstrologer extends Command<{ readonly view: AstrologerStandingView; readonly position: string | undefined }> {
  constructor(
    /** The logged-in applicant. */
    readonly userId: string,
    readonly request: CreateAstrologer,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
