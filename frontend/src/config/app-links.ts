import { appConfig } from './app-config';

/**
 * The home page's section about the phone apps, `/#get-the-app`, where the login popup's store
 * badges lead (spec §2: they link to the home page) for a store whose app is not published.
 */
export const GET_THE_APP_SECTION_ID = 'get-the-app';

export type AppStore = 'google-play' | 'app-store';

/** Each store's app page (VITE_PLAY_STORE_URL, VITE_APP_STORE_URL), or undefined while it has none. */
export const appStoreUrls: Readonly<Record<AppStore, string | undefined>> = { 'google-play': appConfig.playStoreUrl, 'app-store': appConfig.appStoreUrl };

/** What a "Report a problem" link can be about (the support ticket is linked to it). */
export type ReportedItem = { readonly kind: 'consultation' | 'order' | 'pooja' | 'recharge'; readonly id: string };

/**
 * /support with the new-ticket form open, linked to the item when one is given: the "Report a
 * problem" links on consultations, orders, pooja bookings and recharges lead here (docs/support.md).
 */
export function reportProblemPath(item: ReportedItem | null, category?: 'refund'): string {
  const params = new URLSearchParams({ new: '1' });
  if (item) {
    params.set('link_kind', item.kind);
    params.set('link_id', item.id);
  }
  if (category) params.set('category', category);
  return `/support?${params.toString()}`;
}
