import type { RechargeStartedView } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/use-idempotency-key.hook';
import type { RechargeRequest } from './recharge-request';

export type StartRechargeBody = RechargeRequest & { readonly offer_ids: readonly string[] };

/**
 * POST /api/create_transaction: starts a recharge with the offers the quote found; the answer names
 * the checkout to open. The same key with the same body answers the first recharge again.
 */
export const startRecharge = (body: StartRechargeBody, idempotencyKey: string): Promise<ApiResult<RechargeStartedView>> =>
  callApi<RechargeStartedView>('create_transaction', { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
