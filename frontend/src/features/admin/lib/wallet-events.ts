import type { WalletHistoryEntry } from '@nakshatra/contracts';
import { formatRupees } from '../../../lib/format-money';

/** What an admin reads of one wallet event: its name, the signed change to the balance, the balance after, and why. */
export interface WalletEventSummary {
  readonly label: string;
  readonly change: number | undefined;
  readonly balanceAfter: number | undefined;
  readonly why: string;
}

const LABELS: Readonly<Record<string, string>> = {
  WalletRechargeStarted: 'Recharge started',
  WalletRechargeFailed: 'Recharge failed or cancelled',
  WalletCredited: 'Recharge credited',
  WalletDebited: 'Debit',
  WalletAdjusted: 'Adjustment',
  WalletRefunded: 'Refund',
};

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads an event's data loosely: the history shows whatever the stream holds, old shapes too. */
export function summarizeWalletEvent({ type, data }: WalletHistoryEntry): WalletEventSummary {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const amount = numberOf(fields.amount);
  const base = { label: LABELS[type] ?? type, balanceAfter: numberOf(fields.balanceAfter) };
  switch (type) {
    case 'WalletRechargeStarted':
      return { ...base, change: undefined, why: `${formatRupees(numberOf(fields.total) ?? 0)} to pay through ${textOf(fields.provider)} (order ${textOf(fields.providerOrderId)})` };
    case 'WalletRechargeFailed':
      return { ...base, change: undefined, why: [textOf(fields.reason), textOf(fields.detail)].filter(Boolean).join(': ') };
    case 'WalletCredited':
      return { ...base, change: (amount ?? 0) + (numberOf(fields.bonus) ?? 0), why: `Verified by ${textOf(fields.verifiedBy)}, payment ${textOf(fields.providerPaymentId)}` };
    case 'WalletDebited':
      return { ...base, change: amount === undefined ? undefined : -amount, why: textOf(fields.reason) };
    default:
      return { ...base, change: amount, why: textOf(fields.reason) };
  }
}
