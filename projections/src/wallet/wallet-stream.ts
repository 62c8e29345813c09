import { WALLET_STREAM_PREFIX, type WalletEvent, type WalletEventType } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

/** A record rather than a list, so a new wallet event type in contracts fails the build here until it is handled. */
const WALLET_EVENT_TYPES: Record<WalletEventType, true> = {
  WalletRechargeStarted: true,
  WalletRechargeFailed: true,
  WalletRechargeExpired: true,
  WalletCredited: true,
  WalletDebited: true,
  WalletAdjusted: true,
  WalletRefunded: true,
};

export const isInWalletStream = (event: RecordedEvent): boolean => event.streamName.startsWith(WALLET_STREAM_PREFIX);

/** The money events the balance and transaction read models fold; anything else in the stream is only audited. */
export const isWalletEvent = (event: RecordedEvent): boolean => isInWalletStream(event) && Object.hasOwn(WALLET_EVENT_TYPES, event.type);

/** The user a wallet event belongs to: its stream is `wallet-<userId>`. */
export const walletOwnerOf = (event: RecordedEvent): string => event.streamName.slice(WALLET_STREAM_PREFIX.length);

export const asWalletEvent = (event: RecordedEvent): WalletEvent => event as unknown as WalletEvent;

/** bigint columns come back from pg as strings; rows fold with numbers. */
export const paise = (value: unknown): number => Number(value);
