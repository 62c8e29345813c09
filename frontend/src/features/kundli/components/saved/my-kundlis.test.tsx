import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../../testing/render-app';
import { dataAnswer } from '../../../../testing/wallet-fixtures';
import { kundliFixture, savedKundliFixture } from '../../testing/kundli-fixtures';

beforeAll(async () => {
  await import('../../../../app/routes/my-profile.page');
  await import('../../../../app/routes/free-kundli.page');
});

const USER_ID = '11111111-1111-4111-8111-111111111111';
const asha = savedKundliFixture('k1', 'Asha Sharma', '2026-11-20T10:00:00.000Z');
const ravi = { ...savedKundliFixture('k2', 'Ravi Kumar', '2026-11-18T10:00:00.000Z'), input: { ...savedKundliFixture('k2', 'Ravi Kumar').input, time: null } };
const page = (items: unknown[], total = items.length) => dataAnswer(items, { meta: { page: 1, limit: 10, total } });

function openProfile(answers: Record<string, Responder> = {}) {
  setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp('/my-profile', {
    [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID, email: null }),
    'GET /api/get_my_kundlis': page([asha, ravi]),
    'POST /api/calculate_kundli': dataAnswer(kundliFixture({ name: 'Asha Sharma' })),
    ...answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

const section = async () => within((await screen.findByRole('heading', { level: 2, name: 'My kundlis' })).closest('section')!);

describe('my kundlis in the profile', () => {
  it('lists the saved kundlis, newest first, with their birth details', async () => {
    const { requests } = openProfile();
    const kundlis = await section();

    const items = await kundlis.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Asha Sharma', 'Ravi Kumar']);
    expect(within(items[0]!).getByText('Born 12 Nov 1954, 07:52, Vellore, Tamil Nadu, India')).toBeTruthy();
    expect(within(items[0]!).getByText('Saved on 20 Nov 2026')).toBeTruthy();
    expect(within(items[1]!).getByText('Born 12 Nov 1954, time not known, Vellore, Tamil Nadu, India')).toBeTruthy();
    const open = within(items[0]!).getByRole('link', { name: 'Open the kundli of Asha Sharma' });
    expect(open.getAttribute('href')).toBe('/free-kundli?kundli=k1');
    expect(requests.find((request) => request.url.pathname === '/api/get_my_kundlis')?.url.searchParams.get('limit')).toBe('10');
  });

  it('opens a saved kundli on the free kundli page, computed again from its details', async () => {
    const { user, router, requests } = openProfile();
    const kundlis = await section();
    await user.click(await kundlis.findByRole('link', { name: 'Open the kundli of Asha Sharma' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Kundli of Asha Sharma' })).toBeTruthy();
    expect(router.state.location.search).toBe('?kundli=k1');
    expect(requests.find((request) => request.url.pathname === '/api/calculate_kundli')?.body).toEqual(asha.input);
    // The link carried the kundli: it was not looked up again.
    expect(requests.filter((request) => request.url.pathname === '/api/get_my_kundlis')).toHaveLength(1);
  });

  it('deletes a kundli only after a confirmation, then lists what is left', async () => {
    let deleted = false;
    const { user, requests } = openProfile({
      'GET /api/get_my_kundlis': (request) => (deleted ? page([ravi])(request) : page([asha, ravi])(request)),
      'DELETE /api/delete_kundli/k1': () => {
        deleted = true;
        return jsonResponse(200, { status: 200, data: { id: 'k1' }, position: '52' });
      },
    });
    const kundlis = await section();
    await user.click(await kundlis.findByRole('button', { name: 'Delete the kundli of Asha Sharma' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this kundli?' });
    expect(within(dialog).getByText(/The saved kundli of Asha Sharma will be removed/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(kundlis.getByRole('button', { name: 'Delete the kundli of Asha Sharma' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kundlis.getByText('The kundli of Asha Sharma was deleted.')).toBeTruthy();
    await waitFor(() => expect(kundlis.getAllByRole('listitem')).toHaveLength(1));
    expect(kundlis.queryByText('Asha Sharma')).toBeNull();
    expect(document.activeElement).toBe(kundlis.getByRole('heading', { level: 2, name: 'My kundlis' }));
    // The list read after the delete asked for the delete's position (read-your-writes).
    expect(requests.filter((request) => request.url.pathname === '/api/get_my_kundlis').at(-1)?.headers.get('x-min-position')).toBe('52');
  });

  it('keeps the dialog open and says so when the delete fails', async () => {
    const { user } = openProfile({ 'DELETE /api/delete_kundli/k1': () => jsonResponse(500, { status: 500, message: 'Something went wrong on our side. Please try again.' }) });
    const kundlis = await section();
    await user.click(await kundlis.findByRole('button', { name: 'Delete the kundli of Asha Sharma' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe("We couldn't delete the kundli. Please try again.");
  });

  it('invites to make a kundli when none is saved, and offers a retry when the list fails', async () => {
    let calls = 0;
    const { user } = openProfile({ 'GET /api/get_my_kundlis': (request) => (calls++ < 1 ? jsonResponse(500, { status: 500, message: 'Something went wrong on our side. Please try again.' }) : page([])(request)) });
    const kundlis = await section();

    await user.click(await kundlis.findByRole('button', { name: 'Retry' }));
    expect(await kundlis.findByText('You have not saved a kundli yet.')).toBeTruthy();
    expect(kundlis.getByRole('link', { name: 'Make a free kundli' }).getAttribute('href')).toBe('/free-kundli');
  });
});
