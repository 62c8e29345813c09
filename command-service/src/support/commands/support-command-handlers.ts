import { randomUUID } from 'node:crypto';
import { isUuid, supportTicketReference, supportTicketStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type Logger } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NOTIFIER, type Notifier } from '../../notifications/notifier.js';
import { loadState, runCommand, type CommandOutcome } from '../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { LOGGER } from '../../shared/logger.token.js';
import { assertOwnPrivateImages, imageFields } from '../../uploads/own-private-images.js';
import { refuseIfErased } from '../../users/erased-account.js';
import { debitsOf, isOwnLink } from '../support-links.js';
import { supportReplyNotification, notifyOpener } from '../support-notifications.js';
import { paySupportRefund } from '../support-refund.js';
import { existingTicket, supportTicketDecider, type SupportTicketCommand, type SupportTicketState } from '../support-ticket.decider.js';
import type { SupportEvent } from '@nakshatra/contracts';
import { OpenSupportTicket, WriteAsOpener, WriteAsSupport } from './support-commands.js';

type Outcome = CommandOutcome<SupportTicketState, SupportEvent>;

const answer = ({ state, position }: Outcome, after: string | undefined = position) => {
  const ticket = existingTicket(state);
  const id = ticket.ticket.ticketId;
  return { view: { id, reference: supportTicketReference(id), status: ticket.status }, position: after ?? position };
};

/** A ticket id from the path: anything but a UUID names no ticket. */
function ticketIdOf(raw: string): string {
  if (!isUuid(raw)) throw refuse('support.ticket_not_found');
  return raw.toLowerCase();
}

/** create_support_ticket: checks the link against the linked thing's own stream, then opens the ticket's stream. */
@CommandHandler(OpenSupportTicket)
export class OpenSupportTicketHandler implements ICommandHandler<OpenSupportTicket> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, openerRole, body, meta }: OpenSupportTicket) {
    await assertOwnPrivateImages(this.store, userId, imageFields(body.images));
    const ticketId = randomUUID();
    const link = body.link_kind && body.link_id ? { kind: body.link_kind, id: body.link_id.toLowerCase() } : null;
    const linkIsOwn = link ? await isOwnLink(this.store, userId, link) : true;
    const command: SupportTicketCommand = { type: 'Open', ticketId, userId, openerRole, category: body.category, text: body.text, images: body.images, link, linkIsOwn, at: new Date() };
    return answer(await runCommand(this.store, supportTicketStreamName(ticketId), supportTicketDecider, command, meta));
  }
}

/** reply_, reopen_ and close_support_ticket: the opener on their own ticket (anyone else: 404). */
@CommandHandler(WriteAsOpener)
export class WriteAsOpenerHandler implements ICommandHandler<WriteAsOpener> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ ticketId, userId, action, meta }: WriteAsOpener) {
    if (action.type === 'reply') await assertOwnPrivateImages(this.store, userId, imageFields(action.body.images));
    const at = new Date();
    const command: SupportTicketCommand =
      action.type === 'reply'
        ? { type: 'OpenerReply', userId, messageId: randomUUID(), text: action.body.text, images: action.body.images, at }
        : action.type === 'reopen'
          ? { type: 'Reopen', userId, message: action.body.text ? { messageId: randomUUID(), text: action.body.text, images: [] } : null, at }
          : { type: 'Close', userId, at };
    return answer(await runCommand(this.store, supportTicketStreamName(ticketIdOf(ticketId)), supportTicketDecider, command, meta));
  }
}

/**
 * update_support_ticket/{id}. A reply or a refund decision tells the opener. A refund decided with
 * money in it is then paid at once (paySupportRefund); the support-refund workflow finishes it if
 * this request dies first (docs/workflows.md).
 */
@CommandHandler(WriteAsSupport)
export class WriteAsSupportHandler implements ICommandHandler<WriteAsSupport> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ ticketId: rawId, adminId, body, meta }: WriteAsSupport) {
    const ticketId = ticketIdOf(rawId);
    const stream = supportTicketStreamName(ticketId);
    const outcome = await runCommand(this.store, stream, supportTicketDecider, await this.commandOf(stream, adminId, body), meta);
    const ticket = existingTicket(outcome.state);
    const decided = outcome.events.find((event) => event.type === 'SupportRefundDecided');
    const paid = decided && decided.data.amount > 0 ? await paySupportRefund(this.store, ticketId, meta) : undefined;
    if (decided || outcome.events.some((event) => event.type === 'SupportTicketReplied')) {
      await notifyOpener(this.notifier, this.logger, ticket.ticket.customerId, supportReplyNotification(ticketId, decided?.data ?? null), meta);
    }
    return answer(outcome, paid);
  }

  private async commandOf(stream: string, adminId: string, body: WriteAsSupport['body']): Promise<SupportTicketCommand> {
    const at = new Date();
    switch (body.action) {
      case 'reply':
        await assertOwnPrivateImages(this.store, adminId, imageFields(body.images));
        return { type: 'SupportReply', adminId, then: body.status, messageId: randomUUID(), text: body.text, images: body.images, at };
      case 'assign':
        return { type: 'Assign', assigneeId: body.assignee_id?.toLowerCase() ?? null, at };
      case 'status':
        return { type: 'SetStatus', to: body.status, at };
      case 'refund': {
        // What the opener paid for the linked item, read from their wallet now; the decider caps the refund by it.
        const ticket = await loadState(this.store, stream, supportTicketDecider);
        if (ticket.status !== 'absent') await refuseIfErased(this.store, ticket.ticket.customerId);
        const debits = ticket.status === 'absent' ? [] : await debitsOf(this.store, ticket.ticket.customerId, ticket.ticket.link);
        return { type: 'DecideRefund', decision: body.decision, amount: body.amount, note: body.note, borneBy: body.borne_by, debits, at };
      }
    }
  }
}
