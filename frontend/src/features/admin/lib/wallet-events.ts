import type { WalletHistoryEntry } from '@nakshatra/contracts';
import { formatRupees } from '../../../lib/format-money';
import type { Language } from '../../../lib/i18n/language-preference';
import { messagesFor } from '../../../lib/i18n/messages';
import { moneyMessages } from '../admin-money.messages';

/** What an admin reads of one wallet event: its name, the signed change to the balance, the balance after, and why. */
export interface WalletEventSummary {
  readonly label: string;
  readonly change: number | undefined;
  readonly balanceAfter: number | undefined;
  readonly why: string;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads an event's data loosely: the history shows whatever the stream holds, old shapes too. Reasons are shown as written. */
export function summarizeWalletEvent({ type, data }: Pick<WalletHistoryEntry, 'type' | 'data'>, language: Language): WalletEventSummary {
  const t = messagesFor(moneyMessages, language);
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const amount = numberOf(fields.amount);
  const base = { balanceAfter: numberOf(fields.balanceAfter) };
  switch (type) {
    case 'WalletRechargeStarted':
      return { ...base, label: t.rechargeStarted, change: undefined, why: t.toPay(formatRupees(numberOf(fields.total) ?? 0), textOf(fields.provider), textOf(fields.providerOrderId)) };
    case 'WalletRechargeFailed':
      return { ...base, label: t.rechargeFailed, change: undefined, why: [textOf(fields.reason), textOf(fields.detail)].filter(Boolean).join(': ') };
    case 'WalletCredited':
      return { ...base, label: t.rechargeCredited, change: (amount ?? 0) + (numberOf(fields.bonus) ?? 0), why: t.verified(textOf(fields.verifiedBy), textOf(fields.providerPaymentId)) };
    case 'WalletDebited':
      return { ...base, label: t.debit, change: amount === undefined ? undefined : -amount, why: textOf(fields.reason) };
    case 'WalletAdjusted':
      return { ...base, label: t.adjustment, change: amount, why: textOf(fields.reason) };
    case 'WalletRefunded':
      return { ...base, label: t.refund, change: amount, why: textOf(fields.reason) };
    default:
      return { ...base, label: type, change: amount, why: textOf(fields.reason) };
  }
}
