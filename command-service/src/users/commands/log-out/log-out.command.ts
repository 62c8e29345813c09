import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class LogOut extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
