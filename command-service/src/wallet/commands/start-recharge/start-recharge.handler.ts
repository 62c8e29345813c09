import { randomUUID } from 'node:crypto';
import type { RechargeStartedView } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentProvider } from '../../../payments/payment-provider.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { publishedItemIn } from '../../../content/published-item.js';
import { callProvider } from '../../call-provider.js';
import { linkPaymentOrder } from '../../payment-orders.js';
import { priceRecharge } from '../../recharge-pricing.js';
import { keyReused } from '../../../shared/idempotency.js';
import type { RechargeState } from '../../wallet.decider.js';
import { PAYMENT_PROVIDER, WALLET_CONFIG, type WalletConfig } from '../../wallet-config.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { StartRecharge } from './start-recharge.command.js';

@CommandHandler(StartRecharge)
export class StartRechargeHandler implements ICommandHandler<StartRecharge> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
  ) {}

  /**
   * Prices the recharge, opens an order with the provider, links the order to the wallet (so a
   * webhook finds it) and records the start. A retry with the same key answers with the first
   * recharge; a race between two such retries leaves one recharge (the other's provider order is
   * never paid, as nobody is shown its checkout).
   */
  async execute({ userId, request, idempotency, meta }: StartRecharge) {
    const wallet = await this.ledger.state(userId);
    const seen = wallet.requests.get(idempotency.idempotencyKey);
    if (seen) {
      if (seen.requestHash !== idempotency.requestHash) throw keyReused();
      return { view: this.view(seen.id, wallet.recharges.get(seen.id)!), created: false, position: undefined };
    }
    const priced = await priceRecharge(publishedItemIn(this.store), request, wallet.creditedRecharges === 0, this.config.gstRateBp, new Date());
    const rechargeId = randomUUID();
    const { providerOrderId } = await callProvider(() => this.provider.createOrder({ rechargeId, userId, amount: priced.total }));
    await linkPaymentOrder(this.store, { provider: this.provider.name, providerOrderId, userId, rechargeId }, meta);
    const { state, position } = await this.ledger.execute(
      userId,
      { type: 'StartRecharge', rechargeId, provider: this.provider.name, providerOrderId, ...priced, ...idempotency },
      meta,
    );
    const answered = state.requests.get(idempotency.idempotencyKey)!.id;
    return { view: this.view(answered, state.recharges.get(answered)!), created: answered === rechargeId, position };
  }

  private view(rechargeId: string, recharge: RechargeState): RechargeStartedView {
    const { providerOrderId, amount, bonus, gst, total } = recharge;
    return {
      recharge_id: rechargeId,
      provider: recharge.provider,
      provider_order_id: providerOrderId,
      amount,
      bonus,
      gst,
      total,
      checkout: this.provider.checkoutFor({ rechargeId, providerOrderId, amount: total }),
    };
  }
}
