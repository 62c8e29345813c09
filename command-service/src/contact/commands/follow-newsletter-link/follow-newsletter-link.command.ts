import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

/** confirm_newsletter, unsubscribe_newsletter: the owner of an address followed a link of its mail. */
export class FollowNewsletterLink extends Command<{ readonly subscribed: boolean; readonly position: string | undefined }> {
  constructor(
    readonly link: 'confirm' | 'unsubscribe',
    /** `<subscriber id>.<secret>`, checked by the catalogue's schema. */
    readonly token: string,
    /** Where the welcome mail's unsubscribe link points (site-origin.ts). */
    readonly siteOrigin: string,
    readonly clientIp: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
