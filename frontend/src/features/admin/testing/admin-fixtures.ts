import type { ContentItem, SupportTicketView, UserListItem } from '@nakshatra/contracts';
import { readLanguage } from '../../../lib/i18n/language-preference';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

/** The userDetails cookie of a signed-in admin, as the admin login writes it. */
export const signInAsAdmin = (fields: Record<string, unknown> = {}) =>
  setUserDetailsCookie({ id: ADMIN_ID, name: 'Meera', phone: '9000000001', img_url: 'NA', status: 'active', role: 'admin', ...fields });

let counter = 0;
export const uuid = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

export function item(family: string, fields: Record<string, unknown> = {}): ContentItem {
  const id = (fields.id as string | undefined) ?? uuid();
  return {
    id,
    family,
    title: 'An item',
    slug: `item-${id.slice(-4)}`,
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-22T10:35:00.000Z',
    ...fields,
  };
}

export const page = (items: ContentItem[], meta: { page?: number; limit?: number; total?: number } = {}): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page: 1, limit: 20, total: items.length, ...meta } });

export const one = (found: ContentItem): Responder => () => jsonResponse(200, { status: 200, data: found });

export const created = (id = uuid(), slug = 'new-item'): Responder => () => jsonResponse(201, { status: 201, data: { id, slug }, position: '42' });

export const ok = (data: unknown = null): Responder => () => jsonResponse(200, { status: 200, data, position: '43' });

export const noHistory: Responder = () => jsonResponse(200, { status: 200, data: [] });

/** The app at an admin path, signed in as an admin (the layout's own user fetch answered, the account holding the page's language). */
export function renderAdmin(path: string, answers: Record<string, Responder> = {}) {
  signInAsAdmin();
  return renderApp(path, {
    [`GET /api/get_single_users/${ADMIN_ID}`]: () =>
      jsonResponse(200, { status: 200, data: { id: ADMIN_ID, name: 'Meera', phone: '9000000001', img_url: 'NA', balance: 0, status: 'active', role: 'admin', language: readLanguage() } }),
    ...answers,
  });
}

export const callsTo = (requests: readonly FakeRequest[], name: string) => requests.filter((request) => request.url.pathname.startsWith(`/api/${name}`));

/** An account as get_users lists it: a customer with a name and an Indian phone. */
export const personOf = (id: string, name: string, phone: string, fields: Partial<UserListItem> = {}): UserListItem => ({
  id,
  name,
  phone: `+91${phone}`,
  country_code: '+91',
  email: null,
  img_url: 'NA',
  status: 'active',
  status_reason: null,
  roles: ['customer'],
  registered_at: '2026-11-20T10:00:00.000Z',
  last_login_at: '2026-11-25T04:30:00.000Z',
  ...fields,
});

/** get_users answering these accounts, whatever it was asked. */
export const people = (accounts: readonly UserListItem[]): Responder => () => jsonResponse(200, { status: 200, data: accounts, meta: { page: 1, limit: 20, total: accounts.length } });

export const SUPPORT_TICKET_ID = '7d1c3a52-0b6e-4f3e-9a41-2f5e8c9d0a11';

/** An open refund ticket of Asha's about nothing in particular, as the Support queue lists it; `fields` change what a test needs. */
export const supportTicketOf = (fields: Partial<SupportTicketView> = {}): SupportTicketView => ({
  id: SUPPORT_TICKET_ID,
  reference: 'T-7D1C3A52',
  customer_id: '11111111-1111-4111-8111-111111111111',
  opener_role: 'customer',
  category: 'refund',
  status: 'open',
  subject: 'The astrologer stopped answering',
  link: null,
  created_at: '2026-11-20T10:30:00.000Z',
  updated_at: '2026-11-20T10:30:00.000Z',
  last_message_at: '2026-11-20T10:30:00.000Z',
  last_message_side: 'customer',
  first_answer_at: null,
  sla: { due_at: '2026-11-21T10:30:00.000Z', state: 'due' },
  resolved_at: null,
  reopen_until: null,
  refund: null,
  customer_name: 'Asha Kulkarni',
  customer_phone: '9876543210',
  assignee_id: null,
  assignee_name: null,
  ...fields,
});
