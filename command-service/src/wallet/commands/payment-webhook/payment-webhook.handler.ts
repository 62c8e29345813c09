import type { EventStore } from '@nakshatra/event-store';
import { HttpError, refuse, type Logger } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentVerificationError, type PaymentProvider } from '../../../payments/payment-provider.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { LOGGER } from '../../../shared/logger.token.js';
import { InvoiceIssuer } from '../../invoices/invoice-issuer.js';
import { findPaymentOrder } from '../../payment-orders.js';
import { creditVerifiedCapture } from '../../recharge-credit.js';
import { PAYMENT_PROVIDER } from '../../wallet-config.js';
import { WalletLedger } from '../../wallet-ledger.js';
import { HandlePaymentWebhook } from './payment-webhook.command.js';

/**
 * The provider's server-to-server confirmation. The signature over the raw body is checked before
 * anything is read; a capture credits the wallet its order belongs to, once, whatever the browser did.
 */
@CommandHandler(HandlePaymentWebhook)
export class HandlePaymentWebhookHandler implements ICommandHandler<HandlePaymentWebhook> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(WalletLedger) private readonly ledger: WalletLedger,
    @Inject(InvoiceIssuer) private readonly invoices: InvoiceIssuer,
  ) {}

  async execute({ provider, rawBody, headers, meta }: HandlePaymentWebhook) {
    if (provider !== this.provider.name) throw refuse('wallet.provider_not_found');
    let outcome;
    try {
      outcome = this.provider.parseWebhook(rawBody, headers);
    } catch (error) {
      if (!(error instanceof PaymentVerificationError)) throw error;
      this.logger.warn({ provider, reason: error.message }, 'refused a payment webhook');
      throw refuse('wallet.webhook_refused', { reason: error.message });
    }
    if (outcome.kind === 'ignored') return { outcome: `ignored ${outcome.event}` };
    const link = await findPaymentOrder(this.store, this.provider.name, outcome.providerOrderId);
    if (!link) {
      // Not one of ours (another integration on the same account): acknowledge, so it is not retried forever.
      this.logger.warn({ provider, providerOrderId: outcome.providerOrderId }, 'payment webhook for an unknown order');
      return { outcome: 'unknown order' };
    }
    if (outcome.kind === 'failed') return { outcome: await this.recordFailure(link.userId, link.rechargeId, outcome.detail, meta) };
    await creditVerifiedCapture(
      { store: this.store, ledger: this.ledger, invoices: this.invoices },
      { userId: link.userId, rechargeId: link.rechargeId, verifiedBy: 'webhook' },
      outcome,
      meta,
    );
    return { outcome: 'credited' };
  }

  /** A failure the provider reports for an expired recharge changes nothing, and is acknowledged: refused, the provider would send it again for days. */
  private async recordFailure(userId: string, rechargeId: string, detail: string, meta: HandlePaymentWebhook['meta']): Promise<string> {
    try {
      await this.ledger.execute(userId, { type: 'FailRecharge', rechargeId, reason: 'failed', detail }, meta);
      return 'recorded failure';
    } catch (error) {
      if (error instanceof HttpError && error.code === 'wallet.recharge_expired') return 'failure of an expired recharge';
      throw error;
    }
  }
}
