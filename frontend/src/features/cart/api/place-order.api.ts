import type { CreateProductOrder } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

/**
 * POST /api/create_order_history: places an Astro Mall order and pays it from the wallet. Only ids,
 * quantities and the address go: the server prices the order itself. The same key with the same
 * request answers the first order again (and pays it, when the wallet refused it before).
 */
export const placeOrder = (request: CreateProductOrder, idempotencyKey: string) =>
  callApi('create_order_history', { body: request, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
