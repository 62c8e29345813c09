import { isUuid } from '@nakshatra/contracts';
import { refuse, routeHandlers, type RouteCall } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { idempotentCall } from '../shared/idempotency.js';
import { AdjustWallet } from './commands/adjust-wallet/adjust-wallet.command.js';
import { CancelPayment } from './commands/cancel-payment/cancel-payment.command.js';
import { CompleteTestCheckout } from './commands/complete-test-checkout/complete-test-checkout.command.js';
import { HandlePaymentWebhook } from './commands/payment-webhook/payment-webhook.command.js';
import { RefundDebit } from './commands/refund-debit/refund-debit.command.js';
import { StartRecharge } from './commands/start-recharge/start-recharge.command.js';
import { VerifyPayment } from './commands/verify-payment/verify-payment.command.js';
import type { RechargeState } from './wallet.decider.js';

/** The wallet says "credited"; answers use the transaction statuses of the read side. */
const statusOf = (status: RechargeState['status']) => (status === 'credited' ? 'success' : status);

const meta = (call: Pick<RouteCall, 'actor' | 'correlationId'>) => commandMetadata(call.actor, call.correlationId);

/** An id of the path that must be a uuid; anything else names nothing there is. */
function uuidParam(id: string, notFound: () => Error): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}

/** The wallet's command calls (docs/wallet.md). The catalogue has checked the session and the body. */
export function walletRoutes(commandBus: CommandBus) {
  return routeHandlers({
    create_transaction: async (call) => {
      const { view, created, position } = await commandBus.execute(new StartRecharge(call.actor.id, call.body, idempotentCall(call), meta(call)));
      return { status: created ? 201 : 200, data: view, position };
    },
    verify_payment: async (call) => {
      const { balance, invoice, position } = await commandBus.execute(new VerifyPayment(call.actor.id, call.body, meta(call)));
      return { data: { recharge_id: call.body.recharge_id, status: 'success', balance, invoice_id: invoice.invoiceId, invoice_number: invoice.number }, position };
    },
    cancel_payment: async (call) => {
      const { recharge_id, reason, detail } = call.body;
      const { status, position } = await commandBus.execute(new CancelPayment(call.actor.id, recharge_id, reason, detail ?? null, meta(call)));
      return { data: { recharge_id, status: statusOf(status) }, position };
    },
    payment_webhook: async (call) => {
      const provider = call.params.provider;
      // The provider, not a visitor, is the actor of what its webhook records.
      const asProvider = commandMetadata({ id: `payment-provider:${provider}`, role: 'system' }, call.correlationId);
      const { outcome } = await commandBus.execute(new HandlePaymentWebhook(provider, call.rawBody, call.headers, asProvider));
      return { data: { outcome } };
    },
    test_checkout_complete: async (call) => {
      const { recharge_id, outcome } = call.body;
      const result = await commandBus.execute(new CompleteTestCheckout(call.actor.id, recharge_id, outcome));
      // Shaped like verify_payment's input, so the page passes it straight on, as Razorpay's checkout handler does.
      const data =
        result.outcome === 'succeed'
          ? { outcome: result.outcome, recharge_id, provider_order_id: result.providerOrderId, provider_payment_id: result.providerPaymentId, signature: result.signature }
          : { outcome: result.outcome, recharge_id, detail: result.detail };
      return { data };
    },
    update_transaction: async (call) => {
      const rechargeId = uuidParam(call.params.id, () => refuse('wallet.recharge_not_found'));
      const { status, position } = await commandBus.execute(new CancelPayment(call.body.user_id.toLowerCase(), rechargeId, 'failed', call.body.reason, meta(call)));
      return { data: { recharge_id: rechargeId, status: statusOf(status) }, position };
    },
    update_wallet: async (call) => {
      const userId = uuidParam(call.params.id, () => refuse('wallet.not_found'));
      const result = await commandBus.execute(new AdjustWallet(userId, call.body.amount, call.body.reason, idempotentCall(call), meta(call)));
      return { status: result.created ? 201 : 200, data: { transaction_id: result.transactionId, balance: result.balance }, position: result.position };
    },
    create_refund_transaction: async (call) => {
      const { user_id, transaction_id, amount, reason, borne_by } = call.body;
      const result = await commandBus.execute(new RefundDebit(user_id.toLowerCase(), transaction_id.toLowerCase(), amount, reason, borne_by, idempotentCall(call), meta(call)));
      return { status: result.created ? 201 : 200, data: { transaction_id: result.transactionId, balance: result.balance }, position: result.position };
    },
  });
}
