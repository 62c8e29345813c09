import type { SiteLanguage } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class SubscribeNewsletter extends Command<{ readonly id: string; readonly position: string | undefined }> {
  constructor(
    readonly email: string,
    /** The visitor's language, when they subscribed themself. */
    readonly language: SiteLanguage | undefined,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
