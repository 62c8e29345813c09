import type { EventStore } from '@nakshatra/event-store';
import { Module } from '@nestjs/common';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { AdjustWalletHandler } from './commands/adjust-wallet/adjust-wallet.handler.js';
import { CancelPaymentHandler } from './commands/cancel-payment/cancel-payment.handler.js';
import { CompleteTestCheckoutHandler } from './commands/complete-test-checkout/complete-test-checkout.handler.js';
import { HandlePaymentWebhookHandler } from './commands/payment-webhook/payment-webhook.handler.js';
import { RefundDebitHandler } from './commands/refund-debit/refund-debit.handler.js';
import { StartRechargeHandler } from './commands/start-recharge/start-recharge.handler.js';
import { VerifyPaymentHandler } from './commands/verify-payment/verify-payment.handler.js';
import { InvoiceIssuer } from './invoices/invoice-issuer.js';
import { WALLET_CONFIG, type WalletConfig } from './wallet-config.js';
import { WalletLedger } from './wallet-ledger.js';

@Module({
  providers: [
    { provide: WalletLedger, inject: [EVENT_STORE], useFactory: (store: EventStore) => new WalletLedger(store) },
    { provide: InvoiceIssuer, inject: [EVENT_STORE, WALLET_CONFIG], useFactory: (store: EventStore, config: WalletConfig) => new InvoiceIssuer(store, config.supplier) },
    StartRechargeHandler,
    VerifyPaymentHandler,
    CancelPaymentHandler,
    HandlePaymentWebhookHandler,
    CompleteTestCheckoutHandler,
    AdjustWalletHandler,
    RefundDebitHandler,
  ],
  exports: [WalletLedger],
})
export class WalletModule {}
