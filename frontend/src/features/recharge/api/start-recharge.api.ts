import type { RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';

export type StartRechargeBody = RouteBodyInput<'create_transaction'>;

/**
 * POST /api/create_transaction: starts a recharge with the offers the quote found; the answer names
 * the checkout to open. The same key with the same body answers the first recharge again.
 */
export const startRecharge = (body: StartRechargeBody, idempotencyKey: string) => callApi('create_transaction', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
