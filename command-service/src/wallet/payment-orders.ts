import type { PaymentProviderName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import type { Decider, DomainEvent } from '../shared/decider.js';

/**
 * Which wallet and recharge a provider's order belongs to, in stream
 * `payment-order-<provider>-<orderId>`: a webhook names only the provider's order, and this is how
 * it finds the wallet to credit. Written once, before the recharge is started.
 */
export interface PaymentOrderLink {
  readonly provider: PaymentProviderName;
  readonly providerOrderId: string;
  readonly userId: string;
  readonly rechargeId: string;
}

type LinkEvent = DomainEvent<'PaymentOrderOpened', PaymentOrderLink>;

const linkDecider: Decider<PaymentOrderLink | undefined, PaymentOrderLink, LinkEvent> = {
  initialState: () => undefined,
  evolve: (_state, event) => event.data,
  decide(link, state) {
    if (state === undefined) return [{ type: 'PaymentOrderOpened', data: link }];
    if (state.rechargeId === link.rechargeId) return [];
    // Providers never hand out one order id twice: this is a bug, not something a customer can act on.
    throw new Error(`Payment order ${link.provider} ${link.providerOrderId} already belongs to recharge ${state.rechargeId}`);
  },
};

const streamOf = (provider: PaymentProviderName, providerOrderId: string) => `payment-order-${provider}-${providerOrderId}`;

export async function linkPaymentOrder(store: EventStore, link: PaymentOrderLink, meta: CommandMetadata): Promise<void> {
  await runCommand(store, streamOf(link.provider, link.providerOrderId), linkDecider, link, meta);
}

export function findPaymentOrder(store: EventStore, provider: PaymentProviderName, providerOrderId: string): Promise<PaymentOrderLink | undefined> {
  return loadState(store, streamOf(provider, providerOrderId), linkDecider);
}
