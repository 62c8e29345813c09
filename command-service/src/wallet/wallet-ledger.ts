import { walletStreamName, type WalletEvent } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { StreamBatcher } from '../shared/stream-batcher.js';
import { walletDecider, type WalletCommand, type WalletState } from './wallet.decider.js';

/**
 * The one way into a wallet's stream. Many writers share one wallet (a customer's chats bill every
 * minute while a recharge lands), so its commands go through a StreamBatcher: queued and appended
 * together per wallet in this process, and retried on the newer state when another instance of the
 * service wrote first (many times, with a random pause, before a 409).
 */
export class WalletLedger {
  private readonly writer: StreamBatcher<WalletState, WalletCommand, WalletEvent>;

  constructor(private readonly store: EventStore) {
    this.writer = new StreamBatcher(store, walletDecider, { maxAttempts: 50 });
  }

  /** Read fresh from the stream (not the writer's cache), for answers that only look. */
  state(userId: string): Promise<WalletState> {
    return loadState(this.store, walletStreamName(userId), walletDecider);
  }

  execute(userId: string, command: WalletCommand, meta: CommandMetadata) {
    return this.writer.execute(walletStreamName(userId), command, meta);
  }
}
