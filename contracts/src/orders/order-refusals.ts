import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the orders calls (docs/refusals.md). */
export const orderRefusals = defineRefusals({
  /** Also a stranger's order: nobody learns whether someone else's order exists. */
  'order.not_found': { status: 404, en: () => 'Order not found' },
  /** A piece was bought by someone else between pricing and reserving it. */
  'order.out_of_stock': { status: 409, en: ({ title }: { title: string }) => `${title} has just sold out. Please change the quantity or remove it from your cart.` },
  /** The order is not in a status the action moves on from (e.g. shipping an order not packed). */
  'order.wrong_status': { status: 409, en: ({ status, action }: { status: string; action: string }) => `An order that is ${status} cannot be ${action}` },
  /** Shipping a pooja booking, or recording a product order performed. */
  'order.wrong_kind': { status: 409, en: ({ kind, action }: { kind: string; action: string }) => `A ${kind} order cannot be ${action}` },
  'order.customer_cancels_only': { status: 403, en: () => 'Only the shop moves an order along; you may cancel your order while it is confirmed' },
  'order.cancel_too_late': { status: 409, en: () => 'This order is already being packed or on its way and can no longer be cancelled here. Please contact support.' },
});
