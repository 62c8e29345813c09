import type { AstrologerRecordView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { callsTo, ok, renderAdmin } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));
afterEach(() => vi.restoreAllMocks());

const ID = 'b0000000-0000-4000-8000-000000000001';

const record = (fields: Partial<AstrologerRecordView> = {}): AstrologerRecordView => ({
  id: ID,
  name: 'Pandit Ravi Shastri',
  img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
  gender: 'male',
  languages: ['hindi', 'english'],
  skills: ['vedic', 'kp'],
  experience_years: 20,
  price_per_min: 25_00,
  call_price_per_min: 30_00,
  takes_calls: true,
  rating: 0,
  rating_count: 0,
  orders: 0,
  status: 'offline',
  last_online_at: null,
  bio: 'Vedic and KP astrologer for twenty years, trained in Varanasi under his father.',
  approved_at: null,
  user_id: 'a0000000-0000-4000-8000-000000000009',
  phone: '9876543210',
  country_code: '+91',
  email: 'ravi@example.com',
  date_of_birth: '1975-06-01',
  id_document_url: '/api/get_private_image/fedcba9876543210fedcba9876543210.jpg',
  application_status: 'pending',
  active: true,
  availability: 'offline',
  session_id: null,
  rejection: null,
  applied_at: '2026-11-20T04:30:00.000Z',
  reviewed_at: null,
  deactivated_at: null,
  updated_at: '2026-11-20T04:30:00.000Z',
  ...fields,
});

const logEntry = { id: 'l1', astrologer_id: ID, kind: 'applied', detail: {}, actor_id: 'a0000000-0000-4000-8000-000000000009', actor_role: 'customer', occurred_at: '2026-11-20T04:30:00.000Z' };

function openDetail(current = record(), extra: Record<string, Responder> = {}) {
  return renderAdmin(`/admin/astrologers/${ID}`, {
    [`GET /api/get_single_astrologer/${ID}`]: () => jsonResponse(200, { status: 200, data: current }),
    [`GET /api/get_astrologer_logss/${ID}`]: () => jsonResponse(200, { status: 200, data: [logEntry] }),
    // The consultations sections (earnings, sessions, customers, reviews): none yet.
    'GET /api/get_astrologer_earnings': () => jsonResponse(200, { status: 200, data: [] }),
    [`GET /api/get_single_astro_chat_session/${ID}`]: () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }),
    [`GET /api/get_astro_user/${ID}`]: () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }),
    'GET /api/get_review': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } }),
    ...extra,
  });
}

describe('admin astrologers', () => {
  it('lists applications with status, active and search filters in the address, linking each record', async () => {
    const { requests, router } = renderAdmin('/admin/astrologers', {
      'GET /api/get_astrologer_applications': () => jsonResponse(200, { status: 200, data: [record(), record({ id: 'b2', name: 'Meera', application_status: 'rejected' })], meta: { page: 1, limit: 20, total: 2 } }),
    });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(within(table).getByRole('link', { name: 'Pandit Ravi Shastri' }).getAttribute('href')).toBe(`/admin/astrologers/${ID}`);
    expect(within(table).getByText('Pending review')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Astrologers' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Application'), 'pending');
    await user.selectOptions(screen.getByLabelText('Active'), 'true');
    await user.type(screen.getByLabelText('Name, e-mail or phone'), '98765');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?status=pending&active=true&search=98765');
    const last = callsTo(requests, 'get_astrologer_applications').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({ page: '1', limit: '20', status: 'pending', active: 'true', search: '98765' });
  });

  it('says when no astrologer matches, and offers a retry when the list fails', async () => {
    let calls = 0;
    renderAdmin('/admin/astrologers', {
      'GET /api/get_astrologer_applications': () => ((calls += 1) === 1 ? jsonResponse(500, { status: 500, message: 'boom' }) : jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 20, total: 0 } })),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 }));
    expect(await screen.findByText('No astrologers match.')).toBeTruthy();
  });

  it('shows the whole record with the ID document, the user account by name and phone, and the timeline, and approves', async () => {
    const account = { id: record().user_id, name: 'Ravi Shastri', phone: '+919876543210', country_code: '+91', email: null, img_url: 'NA', status: 'active', status_reason: null, roles: ['customer'], registered_at: '2026-11-20T04:00:00.000Z', last_login_at: null };
    const { requests } = openDetail(record(), {
      [`PUT /api/update_astrologer/${ID}`]: ok({ id: ID, application_status: 'approved', active: true, availability: 'offline', takes_calls: true, status: 'offline' }),
      'GET /api/get_users': () => jsonResponse(200, { status: 200, data: [account], meta: { page: 1, limit: 100, total: 1 } }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pandit Ravi Shastri' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the ID document' }).getAttribute('href')).toBe('/api/get_private_image/fedcba9876543210fedcba9876543210.jpg');
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    // What the applicant chose, as the form offered it.
    expect(screen.getByText('Male')).toBeTruthy();
    expect(screen.getByText('Hindi, English')).toBeTruthy();
    expect(screen.getByText('Vedic, KP system')).toBeTruthy();
    // The user account is named as people know it, and opens its wallet.
    const accountLink = await screen.findByRole('link', { name: /Ravi Shastri/ });
    expect(accountLink.getAttribute('href')).toBe(`/admin/wallets/${encodeURIComponent(record().user_id)}`);
    expect(await screen.findByRole('rowheader', { name: 'Applied' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the account now has the astrologer role.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer').at(-1)?.body).toEqual({ action: 'approve' });
  });

  it('rejects with a reason from the list or written, and refuses to reject without one', async () => {
    const { requests } = openDetail(record(), {
      'GET /api/get_reason': () => jsonResponse(200, { status: 200, data: [{ id: 'r1', family: 'reason', title: 'ID document not readable', slug: 'id', status: 'published', sort_order: 0, created_at: '', updated_at: '' }] }),
      [`PUT /api/update_astrologer/${ID}`]: ok({ id: ID, application_status: 'rejected', active: true, availability: 'offline', takes_calls: true, status: 'offline' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject…' }, { timeout: 3000 }));
    const form = within(screen.getByRole('form', { name: 'Reject the application' }));
    await user.click(form.getByRole('button', { name: 'Reject' }));
    expect(form.getByText('Choose a reason or write one: the applicant reads it.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer')).toHaveLength(0);

    await user.selectOptions(await form.findByLabelText('Reason'), 'ID document not readable');
    await user.type(form.getByLabelText('Reason text (shown to the applicant)'), 'Please upload a sharper photo.');
    await user.click(form.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected: the applicant sees the reason and may apply again.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer').at(-1)?.body).toEqual({ action: 'reject', reason_id: 'r1', reason: 'Please upload a sharper photo.' });
  });

  it('deactivates after asking', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { requests } = openDetail(record({ application_status: 'approved' }), { [`DELETE /api/delete_astrologer/${ID}`]: ok({ id: ID, application_status: 'approved', active: false, availability: 'offline', takes_calls: true, status: 'offline' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 3000 }));
    expect(await screen.findByText('Deactivated.')).toBeTruthy();
    expect(callsTo(requests, 'delete_astrologer')).toHaveLength(1);
  });

  it('reactivates a deactivated astrologer', async () => {
    const { requests } = openDetail(record({ active: false, application_status: 'approved' }), { [`PUT /api/update_astrologer/${ID}`]: ok({ id: ID }) });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reactivate' }, { timeout: 3000 }));
    expect(await screen.findByText('Reactivated.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer').at(-1)?.body).toEqual({ action: 'reactivate' });
  });

  it('saves only the changed profile fields, price in paise, and checks the price range', async () => {
    const { requests } = openDetail(record(), { [`PUT /api/update_astrologer/${ID}`]: ok({ id: ID }) });
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Chat price per minute (₹)', {}, { timeout: 3000 });
    await user.clear(price);
    await user.type(price, '600');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Chat price per minute: ₹5 to ₹500, at most two decimals.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '30');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer').at(-1)?.body).toEqual({ price_per_min: 3000 });
  });

  it('edits the call price apart from the chat price, and empties it for an astrologer who takes no calls', async () => {
    const { requests } = openDetail(record(), { [`PUT /api/update_astrologer/${ID}`]: ok({ id: ID }) });
    const user = userEvent.setup();
    const callPrice = await screen.findByLabelText('Call price per minute (₹; empty: takes no calls)', {}, { timeout: 3000 });
    expect((callPrice as HTMLInputElement).value).toBe('30.00');
    await user.clear(callPrice);
    await user.type(callPrice, '4');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Call price per minute: ₹5 to ₹500, at most two decimals, or empty for no calls.')).toBeTruthy();
    await user.clear(callPrice);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(callsTo(requests, 'update_astrologer').at(-1)?.body).toEqual({ call_price_per_min: null });
  });

  it('says it in Hindi: where the record stands, its timeline, what a write did and the server’s refusal', async () => {
    window.localStorage.setItem('language', 'hi');
    let writes = 0;
    openDetail(record(), {
      [`PUT /api/update_astrologer/${ID}`]: (request) =>
        ++writes === 1 ? ok({ id: ID })(request) : jsonResponse(409, { status: 409, code: 'astrologer.approve_deactivated', message: 'This astrologer is deactivated; reactivate them first.' }),
    });
    const user = userEvent.setup();

    const facts = (await screen.findByText('आवेदन', {}, { timeout: 3000 })).closest('dl')!;
    expect(within(facts).getByText('समीक्षा बाकी')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'आवेदन किया' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'स्वीकार करें' }));
    expect(await screen.findByText('स्वीकृत: इस खाते को अब ज्योतिषी की भूमिका मिल गई है।')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'स्वीकार करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('यह ज्योतिषी निष्क्रिय हैं; पहले उन्हें फिर से सक्रिय करें।');
  });

  it("shows the server's refusal", async () => {
    openDetail(record(), { [`PUT /api/update_astrologer/${ID}`]: () => jsonResponse(409, { status: 409, code: 'astrologer.approve_deactivated', message: 'This astrologer is deactivated; reactivate them first.' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 3000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('This astrologer is deactivated; reactivate them first.');
  });
});
