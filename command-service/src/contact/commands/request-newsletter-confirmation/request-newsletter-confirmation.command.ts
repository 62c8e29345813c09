import type { SiteLanguage } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

/** send_subscribe_email: a visitor asks to subscribe an address; its owner is asked to confirm by mail. */
export class RequestNewsletterConfirmation extends Command<void> {
  constructor(
    readonly email: string,
    readonly language: SiteLanguage | undefined,
    /** Where the mail's link points (site-origin.ts). */
    readonly siteOrigin: string,
    /** The visitor's address, for the per-network limit. */
    readonly clientIp: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
