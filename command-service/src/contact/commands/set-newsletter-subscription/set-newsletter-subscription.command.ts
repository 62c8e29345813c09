import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

/** An admin (un)subscribes a known address by its subscriber id. */
export class SetNewsletterSubscription extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly subscriberId: string,
    readonly subscribed: boolean,
    /** Where a resubscription's welcome mail's unsubscribe link points (site-origin.ts). */
    readonly siteOrigin: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
