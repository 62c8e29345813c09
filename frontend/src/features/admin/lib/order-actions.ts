import type { OrderAction, OrderView } from '@nakshatra/contracts';

/**
 * What an admin can do next with an order, as the command service allows it (docs/orders.md): a
 * product order confirmed is packed or cancelled, packed is shipped or cancelled, shipped is
 * delivered; a pooja booking confirmed is performed or cancelled. Anything else is at its end.
 */
export function nextActions(order: Pick<OrderView, 'kind' | 'status'>): readonly OrderAction[] {
  if (order.kind === 'pooja') return order.status === 'paid' ? ['perform', 'cancel'] : [];
  switch (order.status) {
    case 'paid':
      return ['pack', 'cancel'];
    case 'packed':
      return ['ship', 'cancel'];
    case 'shipped':
      return ['deliver'];
    default:
      return [];
  }
}

/** What of the payment cancelling gives back: the total less what was refunded already. */
export const refundableOf = (order: Pick<OrderView, 'total' | 'refunded_amount'>): number => Math.max(0, order.total - order.refunded_amount);
