import { isContentFamily, type ContentFamilyName } from '@nakshatra/contracts';

/**
 * The back office's pages by path. Matched here rather than with react-router's <Routes>, whose code
 * would land in the public bundle (react-router is one module there); the admin chunk stays the only cost.
 */
export type AdminPage =
  | { readonly page: 'login' }
  | { readonly page: 'dashboard' }
  | { readonly page: 'subscribers' }
  | { readonly page: 'users' }
  | { readonly page: 'transactions' }
  | { readonly page: 'wallets' }
  | { readonly page: 'wallet'; readonly userId: string }
  | { readonly page: 'refunds' }
  | { readonly page: 'turnover' }
  | { readonly page: 'astrologers' }
  | { readonly page: 'astrologer'; readonly id: string }
  | { readonly page: 'live' }
  | { readonly page: 'orders' }
  | { readonly page: 'pooja-bookings' }
  | { readonly page: 'support' }
  | { readonly page: 'support-ticket'; readonly id: string }
  | { readonly page: 'list'; readonly family: ContentFamilyName }
  | { readonly page: 'new'; readonly family: ContentFamilyName }
  | { readonly page: 'edit'; readonly family: ContentFamilyName; readonly id: string }
  | { readonly page: 'not-found' };

export const ADMIN_LOGIN_PATH = '/admin/login';
/** Newsletter subscribers are not a content family: their page has a path of its own. */
const SUBSCRIBERS_SEGMENT = 'subscribers';
export const ADMIN_SUBSCRIBERS_PATH = `/admin/${SUBSCRIBERS_SEGMENT}`;

/** The wallet pages (docs/wallet.md, "Admin"): not content families either. */
export const ADMIN_TRANSACTIONS_PATH = '/admin/transactions';
export const ADMIN_WALLETS_PATH = '/admin/wallets';
export const ADMIN_REFUNDS_PATH = '/admin/refunds';
export const ADMIN_TURNOVER_PATH = '/admin/turnover';
/** People's accounts (get_users): found by phone or name, suspended or reinstated. */
export const ADMIN_USERS_PATH = '/admin/users';
/** Astrologer applications and records (docs/astrologers.md): not a content family. */
export const ADMIN_ASTROLOGERS_PATH = '/admin/astrologers';
/** Live sessions, their gifts and totals (docs/live.md): not a content family either (the gift catalogue is one). */
export const ADMIN_LIVE_PATH = '/admin/live';
/** Fulfilment (docs/orders.md): Astro Mall orders, and pooja bookings (hyphenated: `pooja_booking` is the content family of the poojas offered). */
export const ADMIN_ORDERS_PATH = '/admin/orders';
export const ADMIN_POOJA_BOOKINGS_PATH = '/admin/pooja-bookings';
/** The support queue and its tickets (docs/support.md). */
export const ADMIN_SUPPORT_PATH = '/admin/support';
export const adminSupportTicketPath = (id: string): string => `${ADMIN_SUPPORT_PATH}/${encodeURIComponent(id)}`;
export const adminAstrologerPath = (id: string): string => `${ADMIN_ASTROLOGERS_PATH}/${encodeURIComponent(id)}`;
export const adminWalletPath = (userId: string): string => `${ADMIN_WALLETS_PATH}/${encodeURIComponent(userId)}`;


export function matchAdminPath(pathname: string): AdminPage {
  const [root, ...rest] = pathname.split('/').filter(Boolean).map(decodeSegment);
  if (root !== 'admin') return { page: 'not-found' };
  const [first, second, ...more] = rest;
  if (first === undefined) return { page: 'dashboard' };
  if (first === 'login' && second === undefined) return { page: 'login' };
  if (first === SUBSCRIBERS_SEGMENT && second === undefined) return { page: 'subscribers' };
  if (first === 'users' || first === 'transactions' || first === 'refunds' || first === 'turnover' || first === 'live' || first === 'orders' || first === 'pooja-bookings') return second === undefined ? { page: first } : { page: 'not-found' };
  if (first === 'wallets' && more.length === 0) return second === undefined ? { page: 'wallets' } : { page: 'wallet', userId: second };
  if (first === 'support' && more.length === 0) return second === undefined ? { page: 'support' } : { page: 'support-ticket', id: second };
  if (first === 'astrologers' && more.length === 0) return second === undefined ? { page: 'astrologers' } : { page: 'astrologer', id: second };
  if (!isContentFamily(first) || more.length > 0) return { page: 'not-found' };
  if (second === undefined) return { page: 'list', family: first };
  if (second === 'new') return { page: 'new', family: first };
  return { page: 'edit', family: first, id: second };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
