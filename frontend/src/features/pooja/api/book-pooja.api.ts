import type { CreatePoojaOrder } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

/**
 * POST /api/create_order_history: books a pooja and pays it from the wallet. The booking's details
 * go, never a price: the server prices it itself. The same key with the same request answers the
 * first booking again (and pays it, when the wallet refused it before).
 */
export const bookPooja = (request: CreatePoojaOrder, idempotencyKey: string) =>
  callApi('create_order_history', { body: request, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
