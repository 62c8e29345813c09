import { WALLET_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { LOGGER } from '../shared/logger.token.js';
import { StoreFeed } from '../shared/store-feed.js';
import { AdjustWalletHandler } from './commands/adjust-wallet/adjust-wallet.handler.js';
import { CancelPaymentHandler } from './commands/cancel-payment/cancel-payment.handler.js';
import { CompleteTestCheckoutHandler } from './commands/complete-test-checkout/complete-test-checkout.handler.js';
import { HandlePaymentWebhookHandler } from './commands/payment-webhook/payment-webhook.handler.js';
import { RefundDebitHandler } from './commands/refund-debit/refund-debit.handler.js';
import { StartRechargeHandler } from './commands/start-recharge/start-recharge.handler.js';
import { VerifyPaymentHandler } from './commands/verify-payment/verify-payment.handler.js';
import { InvoiceIssuer } from './invoices/invoice-issuer.js';
import { PendingRecharges } from './recharge-expiry/pending-recharges.js';
import { RechargeExpiryTicker } from './recharge-expiry/recharge-expiry-ticker.js';
import { WALLET_CONFIG, type WalletConfig } from './wallet-config.js';
import { WalletLedger } from './wallet-ledger.js';

/** Which feed the recharge expiry follows: every wallet event of the store. */
const WALLET_FEED = Symbol('WalletFeed');

@Module({
  providers: [
    { provide: WalletLedger, inject: [EVENT_STORE], useFactory: (store: EventStore) => new WalletLedger(store) },
    { provide: InvoiceIssuer, inject: [EVENT_STORE, WALLET_CONFIG], useFactory: (store: EventStore, config: WalletConfig) => new InvoiceIssuer(store, config.supplier) },
    { provide: WALLET_FEED, useFactory: () => new StoreFeed(WALLET_STREAM_PREFIX) },
    { provide: PendingRecharges, useFactory: () => new PendingRecharges() },
    {
      provide: RechargeExpiryTicker,
      inject: [WalletLedger, PendingRecharges, WALLET_CONFIG, LOGGER],
      useFactory: (ledger: WalletLedger, pending: PendingRecharges, config: WalletConfig, logger: Logger) => new RechargeExpiryTicker(ledger, pending, config.rechargeExpiry, logger),
    },
    StartRechargeHandler,
    VerifyPaymentHandler,
    CancelPaymentHandler,
    HandlePaymentWebhookHandler,
    CompleteTestCheckoutHandler,
    AdjustWalletHandler,
    RefundDebitHandler,
  ],
  exports: [WalletLedger, RechargeExpiryTicker],
})
export class WalletModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WALLET_FEED) private readonly feed: StoreFeed,
    @Inject(PendingRecharges) private readonly pending: PendingRecharges,
    @Inject(RechargeExpiryTicker) private readonly ticker: RechargeExpiryTicker,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Follow the wallets (the past first, so a restart knows every unpaid recharge), then expire what is due. One-off tools (no ticker) do neither. */
  async onApplicationBootstrap(): Promise<void> {
    const { tickMs } = this.config.rechargeExpiry;
    if (tickMs === null) return;
    this.feed.listen(this.pending.apply);
    await this.feed.follow(this.store, (error) => this.logger.error({ err: error }, 'wallet feed lost the store; following again in a second'));
    this.ticker.start(tickMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ticker.stop();
    await this.feed.stop();
  }
}
