import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class LogOut extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    /** When the session's cookie expires (seconds since the epoch): how long it must stay listed as ended. */
    readonly expiresAt: number,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
