import type { SiteLanguage } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class SubscribeNewsletter extends Command<{ readonly id: string; readonly position: string | undefined }> {
  constructor(
    readonly email: string,
    /** The visitor's language, when they subscribed themself. */
    readonly language: SiteLanguage | undefined,
    /** A visitor's address (send_subscribe_email), for the per-network limit; null for an admin adding one. */
    readonly clientIp: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
