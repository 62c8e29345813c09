/** The history's tabs, as the address names them (`/order-history?tab=recharges&page=2`). */
export const ORDER_TABS = ['orders', 'recharges', 'consultations'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** What each tab lists, as get_user_order's `type` names it. */
export const ORDER_KIND: Record<OrderTab, OrderKind> = { orders: 'order', recharges: 'recharge', consultations: 'consultation' };
export type OrderKind = 'order' | 'recharge' | 'consultation';

export interface OrderView {
  readonly tab: OrderTab;
  readonly page: number;
}

const MAX_PAGE = 100_000;

export function readOrderView(params: URLSearchParams): OrderView {
  const tab = params.get('tab');
  const page = Number(params.get('page') ?? '1');
  return {
    tab: ORDER_TABS.includes(tab as OrderTab) ? (tab as OrderTab) : 'orders',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a view; the first tab and the first page are left out. */
export function orderViewSearch({ tab, page }: OrderView): string {
  const params = new URLSearchParams();
  if (tab !== 'orders') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
