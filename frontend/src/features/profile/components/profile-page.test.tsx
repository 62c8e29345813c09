import { fieldError } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';

beforeAll(() => import('../../../app/routes/my-profile.page'));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const asha = { id: USER_ID, name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', img_url: 'https://img.example/asha.jpg', role: 'customer' as const };

interface Answers {
  readonly profile?: Responder;
  readonly update?: Responder;
  readonly upload?: Responder;
}

function openProfile(answers: Answers = {}, { loggedIn = true, path = `/my-profile?id=${OTHER_ID}` } = {}) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  const rendered = renderApp(path, {
    [`GET /api/get_single_users/${USER_ID}`]: answers.profile ?? userAnswer(asha),
    [`PUT /api/update_users/${USER_ID}`]: answers.update ?? (() => jsonResponse(200, { status: 200, data: { id: USER_ID }, position: '7' })),
    // The page also lists the saved kundlis (the kundli feature's own tests cover them).
    'GET /api/get_my_kundlis': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 10, total: 0 } }),
    ...(answers.upload ? { 'POST /upload/upload-image': answers.upload } : {}),
  });
  const updates = () => rendered.requests.filter((request: FakeRequest) => request.method === 'PUT');
  return { ...rendered, updates, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const field = (label: string) => main().getByLabelText(label) as HTMLInputElement;
/** update_users refusing the e-mail: the server's check is stricter than the form's. */
const emailRefused: Responder = () =>
  jsonResponse(400, { status: 400, code: 'request.invalid', message: 'email: must be an e-mail address', errors: [fieldError('email', 'field.email')] });

describe('my profile', () => {
  it('asks a visitor to log in', async () => {
    openProfile({}, { loggedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
    expect(screen.getByText('Log in with your mobile number to see your profile.')).toBeTruthy();
  });

  it("loads the session's own record, never the id in the address, with a skeleton meanwhile", async () => {
    const { requests } = openProfile({ profile: pending });

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('Loading your profile…').closest('[role="status"]')).toBeTruthy();
    const reads = requests.filter((request) => request.url.pathname.startsWith('/api/get_single_users/')).map((request) => request.url.pathname);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((path) => path === `/api/get_single_users/${USER_ID}`)).toBe(true);
    expect(document.title).toBe('My profile · Nakshatra');
  });

  it('offers a retry when the profile fails to load', async () => {
    let calls = 0;
    const { user } = openProfile({ profile: () => (calls++ < 2 ? jsonResponse(500, {}) : userAnswer(asha)()) });

    expect((await main().findByRole('alert')).textContent).toContain("We couldn't load your profile.");
    await user.click(main().getByRole('button', { name: 'Retry' }));
    expect(await main().findByDisplayValue('Asha Verma')).toBeTruthy();
  });

  it('shows the details, a new account’s placeholders as empty fields', async () => {
    openProfile({ profile: userAnswer({ ...asha, name: 'Anonymous', img_url: 'NA', email: null }) });

    expect(await main().findByText('9876543210')).toBeTruthy();
    expect(field('Full name').value).toBe('');
    expect(field('E-mail').value).toBe('');
    expect((field('Gender') as unknown as HTMLSelectElement).value).toBe('');
    expect(main().queryByRole('img', { name: 'Photo' })).toBeNull();
    // Customers cannot upload images (the server lets astrologers and admins).
    expect(main().queryByLabelText('Change photo')).toBeNull();
  });

  it('saves only what changed, then says so in a toast', async () => {
    const { user, updates } = openProfile();

    await user.clear(await main().findByDisplayValue('Asha Verma'));
    await user.type(field('Full name'), ' Asha V. ');
    await user.selectOptions(field('Gender'), 'Female');
    await user.click(main().getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(updates().map((request) => [request.url.pathname, request.body])).toEqual([[`/api/update_users/${USER_ID}`, { name: 'Asha V.', gender: 'female' }]]);

    // What was saved is the new starting point: saving again has nothing to send.
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    expect(main().getByText('There are no changes to save.')).toBeTruthy();
    expect(updates()).toHaveLength(1);
  });

  it('clears an emptied e-mail, and checks fields by the server’s rules before sending', async () => {
    const { user, updates } = openProfile();

    await user.clear(await main().findByDisplayValue('asha@example.in'));
    await user.type(field('E-mail'), 'asha@example');
    await user.clear(field('Full name'));
    await user.click(main().getByRole('button', { name: 'Save changes' }));

    expect(main().getByText('Please enter your name')).toBeTruthy();
    expect(main().getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(document.activeElement).toBe(field('Full name'));
    expect(updates()).toHaveLength(0);

    await user.type(field('Full name'), 'Asha');
    await user.clear(field('E-mail'));
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates().map((request) => request.body)).toEqual([{ name: 'Asha', email: null }]));
  });

  it("shows the server's refusals on their fields", async () => {
    const { user } = openProfile({ update: emailRefused });

    await user.clear(await main().findByDisplayValue('asha@example.in'));
    await user.type(field('E-mail'), 'asha@example.co');
    await user.click(main().getByRole('button', { name: 'Save changes' }));

    expect(await main().findByText('must be an e-mail address')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((await main().findByRole('alert')).textContent).toBe('Please correct the fields shown.');
  });

  it("words the server's refusals in Hindi from their codes, never the server's English", async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openProfile({ update: emailRefused });

    await user.clear(await main().findByDisplayValue('asha@example.in'));
    await user.type(field('ई-मेल'), 'asha@example.co');
    await user.click(main().getByRole('button', { name: 'बदलाव सहेजें' }));

    expect(await main().findByText('एक ई-मेल पता होना चाहिए')).toBeTruthy();
    expect(main().queryByText('must be an e-mail address')).toBeNull();
    expect((await main().findByRole('alert')).textContent).toBe('कृपया दिखाए गए फ़ील्ड ठीक करें।');
  });

  it('lets an astrologer upload a new photo, saved with the form', async () => {
    const { user, updates, requests } = openProfile({
      profile: userAnswer({ ...asha, role: 'astrologer' }),
      upload: () => jsonResponse(200, { status: 200, url: '/uploads/new-photo.png' }),
    });

    const picker = await main().findByLabelText('Change photo');
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await main().findByText('Save your changes to keep the new photo.')).toBeTruthy();
    expect(main().getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('/uploads/new-photo.png');
    expect(requests.some((request) => request.url.pathname === '/upload/upload-image')).toBe(true);
    await user.click(main().getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates().map((request) => request.body)).toEqual([{ img_url: '/uploads/new-photo.png' }]));
  });

  it('refuses a photo of the wrong type before uploading it', async () => {
    const { requests } = openProfile({ profile: userAnswer({ ...asha, role: 'astrologer' }) });
    // A browser's accept list is a hint the visitor can override ("All files").
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(await main().findByLabelText('Change photo'), new File(['gif'], 'me.gif', { type: 'image/gif' }));

    expect(await main().findByText('The image must be a JPEG, PNG or WebP file')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/upload/upload-image')).toBe(false);
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeTruthy();
    await user.clear(await main().findByDisplayValue('Asha Verma'));
    await user.click(main().getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(main().getByText('कृपया अपना नाम लिखें')).toBeTruthy();
  });
});
