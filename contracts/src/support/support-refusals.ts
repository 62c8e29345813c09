import { defineRefusals, rupees } from '../refusals/refusal.js';

/** Refusals of the support calls (docs/support.md). */
export const supportRefusals = defineRefusals({
  'support.ticket_not_found': { status: 404, en: () => 'Support ticket not found' },
  'support.link_not_found': { status: 404, en: () => 'We could not find that consultation, order, booking or recharge among yours.' },
  'support.refund_needs_paid_item': {
    status: 422,
    en: () => 'A refund request must be about a consultation, an order or a pooja booking paid from your wallet.',
  },
  'support.ticket_closed': { status: 409, en: () => 'This ticket is closed. Please open a new one.' },
  'support.reopen_expired': { status: 409, en: ({ days }: { days: number }) => `A resolved ticket can be reopened within ${days} days. Please open a new one.` },
  'support.not_resolved': { status: 409, en: () => 'Only a resolved ticket can be reopened.' },
  'support.nothing_to_refund': { status: 409, en: () => 'Nothing was paid from the wallet for the item this ticket is about, so there is nothing to refund.' },
  'support.refund_too_much': {
    status: 422,
    en: ({ refundable }: { refundable: number }) => `At most ${rupees(refundable)} can be refunded: what was paid for it and not refunded yet.`,
  },
  'support.refund_decided': { status: 409, en: () => 'The refund of this ticket has already been decided differently.' },
});
