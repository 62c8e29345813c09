import { randomUUID } from 'node:crypto';
import { CONTACT_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { limitPerNetwork } from '../../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../../users/user-tokens.js';
import { contactDecider } from '../../contact.decider.js';
import { SendContactMessage } from './send-contact-message.command.js';

/** Messages a network may send an hour. */
export const CONTACT_MESSAGES_PER_NETWORK = 10;

/** Stores the message; the email_outbox projection queues the e-mail to support from it. */
@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ message, clientIp, meta }: SendContactMessage) {
    await limitPerNetwork(this.limiter, 'contact-message', clientIp, CONTACT_MESSAGES_PER_NETWORK, 3600);
    const messageId = randomUUID();
    const { position } = await runCommand(this.store, `${CONTACT_STREAM_PREFIX}${messageId}`, contactDecider, { type: 'ReceiveContactMessage', message: { messageId, ...message } }, meta);
    return { messageId, position };
  }
}
