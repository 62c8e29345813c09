import type { TransactionStatus, TransactionType } from '@nakshatra/contracts';

/** The history's tabs, as the address names them (`/order-history?tab=refunds&page=2`). */
export const HISTORY_TABS = ['all', 'recharges', 'debits', 'refunds', 'adjustments'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** What each tab lists, as the transaction lists' `type` names it; all of them for "all". */
export const TAB_TYPE: Record<HistoryTab, TransactionType | undefined> = { all: undefined, recharges: 'recharge', debits: 'debit', refunds: 'refund', adjustments: 'adjustment' };

export const HISTORY_STATUSES = ['success', 'pending', 'failed', 'cancelled', 'expired'] as const satisfies readonly TransactionStatus[];

export interface HistoryView {
  readonly tab: HistoryTab;
  /** '' for every status. */
  readonly status: TransactionStatus | '';
  /** Days in India, YYYY-MM-DD, inclusive; '' for open-ended. */
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

const MAX_PAGE = 100_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (value: string | null): string => (value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

/** The view an address asks for; anything unknown or malformed falls back to its default. */
export function readHistoryView(params: URLSearchParams): HistoryView {
  const tab = params.get('tab');
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    tab: HISTORY_TABS.includes(tab as HistoryTab) ? (tab as HistoryTab) : 'all',
    status: HISTORY_STATUSES.includes(status as TransactionStatus) ? (status as TransactionStatus) : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a view; defaults (all, any status, no dates, the first page) are left out. */
export function historyViewSearch({ tab, status, from, to, page }: HistoryView): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('tab', tab);
  if (status) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const hasFilters = (view: HistoryView): boolean => view.status !== '' || view.from !== '' || view.to !== '';
