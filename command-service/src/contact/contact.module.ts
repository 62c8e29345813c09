import { Module } from '@nestjs/common';
import { SendContactMessageHandler } from './commands/send-contact-message/send-contact-message.handler.js';
import { SubscribeNewsletterHandler } from './commands/subscribe-newsletter/subscribe-newsletter.handler.js';
import { SetNewsletterSubscriptionHandler } from './commands/set-newsletter-subscription/set-newsletter-subscription.handler.js';
import { RequestNewsletterConfirmationHandler } from './commands/request-newsletter-confirmation/request-newsletter-confirmation.handler.js';
import { FollowNewsletterLinkHandler } from './commands/follow-newsletter-link/follow-newsletter-link.handler.js';

@Module({ providers: [SendContactMessageHandler, SubscribeNewsletterHandler, SetNewsletterSubscriptionHandler, RequestNewsletterConfirmationHandler, FollowNewsletterLinkHandler] })
export class ContactModule {}
