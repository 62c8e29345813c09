import type { CreateSupportTicket, ReopenSupportTicket, ReplySupportTicket, SupportTicketWrittenView, UpdateSupportTicket } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';

type Answer = { readonly view: SupportTicketWrittenView; readonly position: string | undefined };

/** create_support_ticket: by a customer, or an astrologer from the console. */
export class OpenSupportTicket extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly openerRole: 'customer' | 'astrologer',
    readonly body: CreateSupportTicket,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** What the opener does to their own ticket. */
export type OpenerAction = { readonly type: 'reply'; readonly body: ReplySupportTicket } | { readonly type: 'reopen'; readonly body: ReopenSupportTicket } | { readonly type: 'close' };

export class WriteAsOpener extends Command<Answer> {
  constructor(
    readonly ticketId: string,
    readonly userId: string,
    readonly action: OpenerAction,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** update_support_ticket/{id}: support's reply, assignment, status or refund decision. */
export class WriteAsSupport extends Command<Answer> {
  constructor(
    readonly ticketId: string,
    readonly adminId: string,
    readonly body: UpdateSupportTicket,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
