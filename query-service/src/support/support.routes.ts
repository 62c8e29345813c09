import { isUuid, type Actor } from '@nakshatra/contracts';
import { refuse, routeHandlers } from '@nakshatra/platform';
import type { AwaitFresh } from '../wallet/wallet-route-deps.js';
import type { SupportReader, SupportTicketsRepository } from './support-tickets.repository.js';

/** Both read models a ticket's answers come from. */
const READ_MODELS = ['support_tickets', 'support_ticket_entries'] as const;

const readerOf = (actor: Actor): SupportReader => (actor.role === 'admin' ? { admin: true } : { admin: false, userId: actor.id });

/**
 * The support reads (docs/support.md). Not cached: a thread must show the reply just written, and a
 * queue the state of now. A read that sends the position a write answered waits for both projections.
 */
export function supportQueryRoutes(tickets: SupportTicketsRepository, awaitFresh: AwaitFresh) {
  return routeHandlers({
    get_my_support_tickets: async (call) => {
      await awaitFresh(READ_MODELS, call.minPosition);
      const { status, page, limit } = call.query;
      // Everyone's own: an admin's list here is their own tickets too (the queue is get_support_ticket).
      const found = await tickets.list({ customerId: call.actor.id, status, sort: 'newest', page, limit }, { admin: false, userId: call.actor.id });
      return { data: found.items, meta: found.meta };
    },
    get_support_ticket: async (call) => {
      await awaitFresh(READ_MODELS, call.minPosition);
      const { status, category, age, assignee, customer_id, sort, page, limit } = call.query;
      const assigneeId = assignee === 'none' ? null : assignee === 'me' ? call.actor.id : assignee?.toLowerCase();
      const found = await tickets.list({ customerId: customer_id?.toLowerCase(), status, category, age, assigneeId, sort, page, limit }, { admin: true });
      return { data: found.items, meta: found.meta };
    },
    get_single_support_ticket: async (call) => {
      const id = call.params.id;
      if (!isUuid(id)) throw refuse('support.ticket_not_found');
      await awaitFresh(READ_MODELS, call.minPosition);
      const found = await tickets.find(id.toLowerCase(), readerOf(call.actor));
      if (!found) throw refuse('support.ticket_not_found');
      return { data: found };
    },
  });
}
