import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class SubscribeNewsletter extends Command<{ readonly id: string; readonly position: string | undefined }> {
  constructor(
    readonly email: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
