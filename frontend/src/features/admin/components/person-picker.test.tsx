import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { pageAnswer } from '../../../testing/wallet-fixtures';
import { callsTo, people, personOf, renderAdmin } from '../testing/admin-fixtures';

// The money filters' person picker (transactions, refunds): an admin knows a customer by name or
// phone, not by id. A WAI-ARIA combobox: the matches of get_users `search` in a listbox, the
// highlighted one named by aria-activedescendant, the count in a polite status; the filter sends the
// chosen person's id as before.

beforeAll(() => import('../../../app/routes/admin.page'));

const ASHA = personOf('6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11', 'Asha Kulkarni', '9876543210');
const ASHOK = personOf('7a2d2a8f-3b6c-4d2f-8b54-1e4d3c2b1a22', 'Ashok Rao', '9123456780');
const NEW_CUSTOMER = personOf('8b3e3b90-4c7d-4e30-9c65-2f5e4d3c2b33', '', '9988776655');

/** get_users as the server answers it: by `ids` (the tables' names) or by `search` (a phone's digits, a name's letters). */
const usersFound: Responder = (request) => {
  const all = [ASHA, ASHOK, NEW_CUSTOMER];
  const ids = request.url.searchParams.get('ids')?.split(',');
  const search = request.url.searchParams.get('search')?.toLowerCase();
  const digits = (phone: string) => phone.replace(/\D/g, '');
  return people(all.filter((person) => (ids ? ids.includes(person.id) : search !== undefined && (person.name.toLowerCase().includes(search) || digits(person.phone).includes(search)))))(request);
};

const searches = (requests: readonly FakeRequest[]) => callsTo(requests, 'get_users').filter((request) => request.url.searchParams.has('search'));

function transactions(path = '/admin/transactions', users: Responder = usersFound) {
  const rendered = renderAdmin(path, { 'GET /api/get_transactions': pageAnswer([]), 'GET /api/get_users': users });
  return { ...rendered, user: userEvent.setup() };
}

const picker = () => screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement;
const activeOption = () => document.getElementById(picker().getAttribute('aria-activedescendant') ?? '');

describe('the person picker', () => {
  it('finds people by name once the typing pauses, lists each by name and phone, says how many, and filters by the one chosen', async () => {
    const { user, requests, router } = transactions();
    await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 });
    expect(picker().getAttribute('placeholder')).toBe('Name or phone number');

    await user.type(picker(), 'Ash');
    const list = await screen.findByRole('listbox', { name: 'Matching people' }, { timeout: 3000 });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Asha Kulkarni · +91 9876543210', 'Ashok Rao · +91 9123456780']);
    expect(picker().getAttribute('aria-expanded')).toBe('true');
    expect(picker().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByText('2 people found. Use the up and down arrow keys to choose one.').getAttribute('role')).toBe('status');
    // Debounced, and a few at most: not one request per keystroke.
    expect(searches(requests).map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ search: 'Ash', limit: '8' }]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Ashok Rao · +91 9123456780');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(picker().value).toBe('Ashok Rao · +91 9123456780');
    expect(picker().getAttribute('aria-expanded')).toBe('false');
    // Choosing did not apply the filters: Apply does, with the person's id.
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe(`?user=${ASHOK.id}`);
    await waitFor(() => expect(callsTo(requests, 'get_transactions').at(-1)!.url.searchParams.get('user_id')).toBe(ASHOK.id));
    // The filters again, from the address: the person by name and phone, not the id.
    await waitFor(() => expect(picker().value).toBe('Ashok Rao · +91 9123456780'));
  });

  it('finds a person by any part of the phone, shown by the phone alone while they have no name', async () => {
    const { user } = transactions();
    await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 });

    await user.type(picker(), '887766');
    await user.click(await screen.findByRole('option', { name: '+91 9988776655' }, { timeout: 3000 }));

    expect(picker().value).toBe('+91 9988776655');
  });

  it('says when nobody matches, and refuses to apply a name nobody was chosen for', async () => {
    const { user, router } = transactions();
    await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 });

    await user.type(picker(), 'Zubin');
    expect((await screen.findByText('No account matches.', {}, { timeout: 3000 })).getAttribute('role')).toBe('status');
    expect(picker().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(picker().getAttribute('aria-controls')!)!.children).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a person from the list, or empty the box for everyone');
    expect(picker().getAttribute('aria-invalid')).toBe('true');
    expect(picker().getAttribute('aria-describedby')).toContain(alert.id);
    expect(router.state.location.search).toBe('');
  });

  it('filters for everyone again once the box is emptied', async () => {
    const { user, router } = transactions(`/admin/transactions?user=${ASHA.id}&type=debit`);
    await waitFor(() => expect(picker().value).toBe('Asha Kulkarni · +91 9876543210'), { timeout: 3000 });

    await user.clear(picker());
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(router.state.location.search).toBe('?type=debit');
  });

  it('shows the id until the person is known, and says a failed search on screen', async () => {
    const { user } = transactions(`/admin/transactions?user=${ASHA.id}`, () => jsonResponse(503, { status: 503, code: 'api.unavailable', message: 'Try again shortly.' }));
    await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 });
    expect(picker().value).toBe(ASHA.id);

    await user.clear(picker());
    await user.type(picker(), 'Asha');

    expect((await screen.findByText("We couldn't search just now. Type again to retry.", {}, { timeout: 3000 })).className).toBe('combobox__status');
  });

  it('closes the list with Escape, the text kept', async () => {
    const { user } = transactions();
    await screen.findByRole('search', { name: 'Filter transactions' }, { timeout: 3000 });

    await user.type(picker(), 'Ash');
    await screen.findByRole('listbox', { name: 'Matching people' }, { timeout: 3000 });
    await user.keyboard('{Escape}');

    expect(picker().getAttribute('aria-expanded')).toBe('false');
    expect(picker().value).toBe('Ash');
  });

  it('is the refunds page’s filter too, in Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    const { requests, router } = renderAdmin('/admin/refunds', { 'GET /api/get_refund_transaction': pageAnswer([]), 'GET /api/get_users': usersFound });
    const user = userEvent.setup();

    const box = await screen.findByRole('combobox', { name: 'व्यक्ति' }, { timeout: 3000 });
    expect(box.getAttribute('placeholder')).toBe('नाम या फ़ोन नंबर');
    await user.type(box, '98765');
    await screen.findByRole('listbox', { name: 'मेल खाते लोग' }, { timeout: 3000 });
    expect(screen.getByText('1 व्यक्ति मिला। उन्हें चुनने के लिए ऊपर-नीचे तीर कुंजियों का उपयोग करें।')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'दिखाएँ' }));

    expect(router.state.location.search).toBe(`?user=${ASHA.id}`);
    await waitFor(() => expect(callsTo(requests, 'get_refund_transaction').at(-1)!.url.searchParams.get('user_id')).toBe(ASHA.id));
  });
});
