import { randomUUID } from 'node:crypto';
import { CONTACT_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { contactDecider } from '../../contact.decider.js';
import { SendContactMessage } from './send-contact-message.command.js';

/** Stores the message; the email_outbox projection queues the e-mail to support from it. */
@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ message, meta }: SendContactMessage) {
    const messageId = randomUUID();
    const { position } = await runCommand(this.store, `${CONTACT_STREAM_PREFIX}${messageId}`, contactDecider, { type: 'ReceiveContactMessage', message: { messageId, ...message } }, meta);
    return { messageId, position };
  }
}
