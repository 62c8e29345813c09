import type { SiteLanguage } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

/** create_subscriber: an admin adds an address, answering for its owner's consent (no confirmation mail). */
export class SubscribeNewsletter extends Command<{ readonly id: string; readonly position: string | undefined }> {
  constructor(
    readonly email: string,
    readonly language: SiteLanguage | undefined,
    /** Where the welcome mail's unsubscribe link points (site-origin.ts). */
    readonly siteOrigin: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
