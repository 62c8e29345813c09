import type { CreateTransaction } from '@nakshatra/contracts';
import { isUuid, type VerifyPayment as VerifyPaymentInput } from '@nakshatra/contracts';
import { notFound, type RouteCall, type RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { AdjustWallet } from './commands/adjust-wallet/adjust-wallet.command.js';
import { CancelPayment } from './commands/cancel-payment/cancel-payment.command.js';
import { CompleteTestCheckout } from './commands/complete-test-checkout/complete-test-checkout.command.js';
import { HandlePaymentWebhook } from './commands/payment-webhook/payment-webhook.command.js';
import { RefundDebit } from './commands/refund-debit/refund-debit.command.js';
import { StartRecharge } from './commands/start-recharge/start-recharge.command.js';
import { VerifyPayment } from './commands/verify-payment/verify-payment.command.js';
import { idempotentCall } from '../shared/idempotency.js';
import type { RechargeState } from './wallet.decider.js';

/** The wallet says "credited"; answers use the transaction statuses of the read side. */
const statusOf = (status: RechargeState['status']) => (status === 'credited' ? 'success' : status);

const meta = (call: RouteCall) => commandMetadata(call.actor, call.correlationId);

function userIdParam(call: RouteCall): string {
  const id = call.params.id ?? '';
  if (!isUuid(id)) throw notFound('Wallet not found');
  return id.toLowerCase();
}

/** The wallet's command calls (docs/wallet.md). The catalogue has checked the session and the body. */
export function walletRoutes(commandBus: CommandBus): RouteHandlers {
  return {
    create_transaction: async (call) => {
      const { view, created, position } = await commandBus.execute(new StartRecharge(call.actor.id, call.body as CreateTransaction, idempotentCall(call), meta(call)));
      return { status: created ? 201 : 200, data: view, position };
    },
    verify_payment: async (call) => {
      const { balance, invoice, position } = await commandBus.execute(new VerifyPayment(call.actor.id, call.body as VerifyPaymentInput, meta(call)));
      const body = call.body as VerifyPaymentInput;
      return { data: { recharge_id: body.recharge_id, status: 'success', balance, invoice_id: invoice.invoiceId, invoice_number: invoice.number }, position };
    },
    cancel_payment: async (call) => {
      const body = call.body as { recharge_id: string; reason: 'failed' | 'cancelled'; detail?: string };
      const { status, position } = await commandBus.execute(new CancelPayment(call.actor.id, body.recharge_id, body.reason, body.detail ?? null, meta(call)));
      return { data: { recharge_id: body.recharge_id, status: statusOf(status) }, position };
    },
    payment_webhook: async (call) => {
      const provider = call.params.provider ?? '';
      // The provider, not a visitor, is the actor of what its webhook records.
      const asProvider = commandMetadata({ id: `payment-provider:${provider}`, role: 'system' }, call.correlationId);
      const { outcome } = await commandBus.execute(new HandlePaymentWebhook(provider, call.rawBody, call.headers, asProvider));
      return { data: { outcome } };
    },
    test_checkout_complete: async (call) => {
      const body = call.body as { recharge_id: string; outcome: 'succeed' | 'fail' | 'cancel' };
      const result = await commandBus.execute(new CompleteTestCheckout(call.actor.id, body.recharge_id, body.outcome));
      // Shaped like verify_payment's input, so the page passes it straight on, as Razorpay's checkout handler does.
      const data =
        result.outcome === 'succeed'
          ? { outcome: result.outcome, recharge_id: body.recharge_id, provider_order_id: result.providerOrderId, provider_payment_id: result.providerPaymentId, signature: result.signature }
          : { outcome: result.outcome, recharge_id: body.recharge_id, detail: result.detail };
      return { data };
    },
    update_transaction: async (call) => {
      const body = call.body as { user_id: string; reason: string };
      const rechargeId = (call.params.id ?? '').toLowerCase();
      if (!isUuid(rechargeId)) throw notFound('Recharge not found');
      const { status, position } = await commandBus.execute(new CancelPayment(body.user_id.toLowerCase(), rechargeId, 'failed', body.reason, meta(call)));
      return { data: { recharge_id: rechargeId, status: statusOf(status) }, position };
    },
    update_wallet: async (call) => {
      const body = call.body as { amount: number; reason: string };
      const result = await commandBus.execute(new AdjustWallet(userIdParam(call), body.amount, body.reason, idempotentCall(call), meta(call)));
      return { status: result.created ? 201 : 200, data: { transaction_id: result.transactionId, balance: result.balance }, position: result.position };
    },
    create_refund_transaction: async (call) => {
      const body = call.body as { user_id: string; transaction_id: string; amount: number; reason: string };
      const result = await commandBus.execute(new RefundDebit(body.user_id.toLowerCase(), body.transaction_id.toLowerCase(), body.amount, body.reason, idempotentCall(call), meta(call)));
      return { status: result.created ? 201 : 200, data: { transaction_id: result.transactionId, balance: result.balance }, position: result.position };
    },
  };
}
