import { callApi, type ApiResult } from '../../../lib/api-client';

/** What create_transaction answers once payments are served (issue #6): the transaction to pay. */
export interface RechargeTransaction {
  readonly id: string;
}

/**
 * POST /api/create_transaction: starts paying for a recharge pack. Only the pack goes: the server
 * works out the GST, the bonus and the total itself. Planned for issue #6: it answers 501 until then.
 */
export const startRecharge = (packId: string): Promise<ApiResult<RechargeTransaction>> =>
  callApi<RechargeTransaction>('create_transaction', { body: { type: 'recharge', price_id: packId } });
