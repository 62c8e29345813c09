import { fieldError } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { myRecord } from '../testing/astrologer-fixtures';

beforeAll(() => import('../../../app/routes/astrologer-register.page'));

const PHOTO_URL = '/uploads/0123456789abcdef0123456789abcdef.png';
const ID_URL = '/api/get_private_image/fedcba9876543210fedcba9876543210.jpg';
const noApplication: Responder = () => jsonResponse(404, { status: 404, code: 'astrologer.not_applied', message: 'You have not applied as an astrologer yet' });

/** The photo goes to the public upload, the ID document to the private one. */
const uploaded = (url: string): Responder => () => jsonResponse(201, { status: 201, url });

function openForm(answer?: Responder, mine: Responder | Responder[] = noApplication) {
  setUserDetailsCookie({ id: 'u1', status: 'active', role: 'customer', phone: '9876543210' });
  const records = Array.isArray(mine) ? [...mine] : [mine];
  const rendered = renderApp('/astrologer-register', {
    'GET /api/get_my_astrologer': (request) => (records.length > 1 ? records.shift()! : records[0]!)(request),
    'POST /upload/upload-image': uploaded(PHOTO_URL),
    'POST /upload/upload-private-image': uploaded(ID_URL),
    ...(answer ? { 'POST /api/create_astrologer': answer } : {}),
  });
  const sent = () => rendered.requests.filter((request) => request.url.pathname === '/api/create_astrologer');
  return { ...rendered, sent, user: userEvent.setup() };
}

const form = () => within(screen.getByRole('main'));
const field = (name: string) => form().getByLabelText(name) as HTMLInputElement;
const BIO = 'Tarot reader and Vedic astrologer for twelve years, trained in Varanasi.';
const image = (name: string) => new File(['png'], name, { type: 'image/png' });

async function fillValidForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full name'), 'Acharya Meera Joshi');
  await user.type(field('E-mail'), 'meera@example.in');
  await user.selectOptions(field('Gender'), 'Female');
  await user.type(field('Date of birth'), '1985-04-21');
  const languages = within(form().getByRole('group', { name: 'Languages you consult in' }));
  await user.click(languages.getByRole('checkbox', { name: 'Hindi' }));
  await user.click(languages.getByRole('checkbox', { name: 'English' }));
  await user.click(within(form().getByRole('group', { name: 'Skills' })).getByRole('checkbox', { name: 'Tarot' }));
  await user.type(field('Years of experience'), '12');
  await user.type(field('Chat price per minute (₹)'), '25.50');
  await user.type(field('Call price per minute (₹, optional)'), '40');
  await user.click(field('About you and your practice'));
  await user.paste(BIO);
  await user.upload(field('Your photo'), image('me.png'));
  await form().findByRole('img', { name: 'Your uploaded photo' });
  await user.upload(field('ID document'), image('aadhaar.png'));
  await form().findByRole('link', { name: 'Your uploaded ID document (opens in a new tab)' });
}

describe('astrologer registration', () => {
  it('shows the form with every field labelled, and names the page', async () => {
    openForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Register as an astrologer' })).toBeTruthy();
    await screen.findByLabelText('Full name');
    for (const name of ['Full name', 'Mobile number', 'E-mail', 'Gender', 'Date of birth', 'Years of experience', 'Chat price per minute (₹)', 'About you and your practice', 'Your photo', 'ID document']) {
      expect(field(name)).toBeTruthy();
    }
    // The server takes only the number the applicant is logged in with.
    expect(field('Mobile number').value).toBe('+91 9876543210');
    expect(field('Mobile number').readOnly).toBe(true);
    expect(within(form().getByRole('group', { name: 'Skills' })).getAllByRole('checkbox')).toHaveLength(10);
    expect(document.title).toBe('Register as an astrologer · Nakshatra');
  });

  it('checks the form before sending: each problem on its field, focus on the first, nothing sent', async () => {
    const { user, sent } = openForm();

    await user.type(await screen.findByLabelText('Full name'), 'Meera');
    await user.type(field('Chat price per minute (₹)'), '600');
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(document.activeElement).toBe(field('E-mail'));
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').getAttribute('aria-describedby')).toContain(`${field('E-mail').id}-error`);
    expect(form().getByText('Please enter your e-mail address')).toBeTruthy();
    expect(form().getByText('Please choose at least one language')).toBeTruthy();
    expect(form().getByText('The price must be from ₹5 to ₹500 a minute')).toBeTruthy();
    expect(form().getByText('Please tell seekers about yourself')).toBeTruthy();
    expect(form().getByText('Please upload your photo')).toBeTruthy();
    expect(form().getByText('Please upload a photo of your ID document')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(sent()).toHaveLength(0);

    // Once checked, fixing a field clears its message as it is typed.
    await user.clear(field('Chat price per minute (₹)'));
    await user.type(field('Chat price per minute (₹)'), '500');
    expect(form().queryByText('The price must be from ₹5 to ₹500 a minute')).toBeNull();
  });

  it('sends the application with the login number, the uploads and the price in paise, then shows it under review', async () => {
    const { user, sent, requests } = openForm(() => jsonResponse(201, { status: 201, data: { id: 'a1', application_status: 'pending', active: true, availability: 'offline', status: 'offline' }, position: '5' }), [
      noApplication,
      () => jsonResponse(200, { status: 200, data: myRecord() }),
    ]);

    await fillValidForm(user);
    expect(requests.filter((request) => request.url.pathname === '/upload/upload-image')).toHaveLength(1);
    expect(requests.filter((request) => request.url.pathname === '/upload/upload-private-image')).toHaveLength(1);
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeTruthy();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.body).toEqual({
      name: 'Acharya Meera Joshi',
      phone: '9876543210',
      country_code: '+91',
      email: 'meera@example.in',
      gender: 'female',
      date_of_birth: '1985-04-21',
      languages: ['hindi', 'english'],
      skills: ['tarot'],
      experience_years: 12,
      price_per_min: 2550,
      call_price_per_min: 4000,
      bio: BIO,
      img_url: PHOTO_URL,
      id_document_url: ID_URL,
    });
    expect(form().queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { requests } = openForm();
    await screen.findByLabelText('Full name');
    await userEvent.setup({ applyAccept: false }).upload(field('Your photo'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await form().findByText('The image must be a JPEG, PNG or WebP file')).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/upload/upload-image')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields", async () => {
    const { user } = openForm(() =>
      // The server's e-mail check is stricter than the form's; an error on no field of the form (the body's) is left to the alert.
      jsonResponse(400, {
        status: 400,
        code: 'request.invalid',
        message: 'email: must be an e-mail address; has fields this call does not take: referrer',
        errors: [fieldError('email', 'field.email'), fieldError('', 'field.unknown', { keys: 'referrer' })],
      }),
    );

    await fillValidForm(user);
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(await form().findByText('must be an e-mail address')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the fields shown.');
  });

  it('asks a visitor to log in first', async () => {
    const { requests } = renderApp('/astrologer-register');
    expect(await screen.findByText(/your astrologer application/)).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/api/get_my_astrologer')).toHaveLength(0);
  });

  it('shows a pending application instead of the form', async () => {
    openForm(undefined, () => jsonResponse(200, { status: 200, data: myRecord() }));
    expect(await screen.findByRole('heading', { name: 'Your application is under review' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('tells an approved astrologer to log in as an astrologer', async () => {
    openForm(undefined, () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved' }) }));
    expect(await screen.findByRole('heading', { name: 'Your application is approved' })).toBeTruthy();
    expect(screen.getByText(/log in as an astrologer with the same mobile number/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the astrologer console' }).getAttribute('href')).toBe('/astrologer');
  });

  it('shows the reason of a rejection, and lets the applicant apply again with the details kept', async () => {
    const { user } = openForm(undefined, () =>
      jsonResponse(200, { status: 200, data: myRecord({ application_status: 'rejected', rejection: { reason_id: null, reason: 'The ID document is not readable' } }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeTruthy();
    expect(screen.getByText('Reason: The ID document is not readable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(field('Full name').value).toBe('Acharya Meera Joshi');
    expect(field('Chat price per minute (₹)').value).toBe('25.5');
  });

  it('says a deactivated account cannot apply', async () => {
    openForm(undefined, () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved', active: false }) }));
    expect(await screen.findByRole('heading', { name: 'Your astrologer account is deactivated' })).toBeTruthy();
  });

  it('offers a retry when the application cannot be loaded', async () => {
    const { user } = openForm(undefined, [() => jsonResponse(500, { status: 500, message: 'boom' }), noApplication]);
    expect(await screen.findByText('Your application could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'ज्योतिषी के रूप में पंजीकरण करें' })).toBeTruthy();
    await screen.findByLabelText('पूरा नाम');
    expect(within(form().getByRole('group', { name: 'विशेषज्ञता' })).getByRole('checkbox', { name: 'लाल किताब' })).toBeTruthy();
    await user.click(form().getByRole('button', { name: 'आवेदन भेजें' }));
    expect(form().getByText('कृपया अपना पूरा नाम लिखें')).toBeTruthy();
  });
});
