import type { ContactMessageReceived } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class SendContactMessage extends Command<{ readonly messageId: string; readonly position: string | undefined }> {
  constructor(
    readonly message: Omit<ContactMessageReceived, 'messageId'>,
    /** The sender's address, for the per-network limit. */
    readonly clientIp: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
