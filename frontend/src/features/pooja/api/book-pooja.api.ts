import { callApi, type ApiResult } from '../../../lib/api-client';

/** What create_order_history answers once orders are served (issue #6): the new booking. */
export interface PoojaBooking {
  readonly id: string;
}

/**
 * POST /api/create_order_history: books a pooja as an order paid from the wallet. Only the id
 * goes: the server prices it itself. Planned for issue #6: it answers 501 until then.
 */
export const bookPooja = (poojaId: string): Promise<ApiResult<PoojaBooking>> =>
  callApi<PoojaBooking>('create_order_history', { body: { type: 'pooja', items: [{ pooja_id: poojaId, quantity: 1 }] } });
