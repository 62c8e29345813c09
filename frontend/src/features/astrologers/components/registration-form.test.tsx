import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { notServedYet } from '../testing/astrologer-fixtures';

beforeAll(() => import('../../../app/routes/astrologer-register.page'));

function openForm(answer?: Responder) {
  const rendered = renderApp('/astrologer-register', answer ? { 'POST /api/create_astrologer': answer } : {});
  const sent = () => rendered.requests.filter((request) => request.url.pathname === '/api/create_astrologer');
  return { ...rendered, sent, user: userEvent.setup() };
}

const form = () => within(screen.getByRole('main'));
const field = (name: string) => form().getByLabelText(name) as HTMLInputElement;
const BIO = 'Tarot reader and Vedic astrologer for twelve years, trained in Varanasi.';

async function fillValidForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full name'), 'Acharya Meera Joshi');
  await user.type(field('Mobile number'), '98765 43210');
  await user.type(field('E-mail'), 'meera@example.in');
  await user.selectOptions(field('Gender'), 'Female');
  await user.type(field('Date of birth'), '1985-04-21');
  const languages = within(form().getByRole('group', { name: 'Languages you consult in' }));
  await user.click(languages.getByRole('checkbox', { name: 'Hindi' }));
  await user.click(languages.getByRole('checkbox', { name: 'English' }));
  await user.click(within(form().getByRole('group', { name: 'Skills' })).getByRole('checkbox', { name: 'Tarot' }));
  await user.type(field('Years of experience'), '12');
  await user.type(field('Price per minute (₹)'), '25.50');
  await user.click(field('About you and your practice'));
  await user.paste(BIO);
}

describe('astrologer registration', () => {
  it('shows the form with every field labelled, and names the page', async () => {
    openForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Register as an astrologer' })).toBeTruthy();
    for (const name of ['Full name', 'Mobile number', 'E-mail', 'Gender', 'Date of birth', 'Years of experience', 'Price per minute (₹)', 'About you and your practice']) {
      expect(field(name)).toBeTruthy();
    }
    expect(within(form().getByRole('group', { name: 'Skills' })).getAllByRole('checkbox')).toHaveLength(10);
    expect(document.title).toBe('Register as an astrologer · Nakshatra');
  });

  it('checks the form before sending: each problem on its field, focus on the first, nothing sent', async () => {
    const { user, sent } = openForm();

    await user.type(await screen.findByLabelText('Full name'), 'Meera');
    await user.type(field('Mobile number'), '98765');
    await user.type(field('Price per minute (₹)'), '2');
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(document.activeElement).toBe(field('Mobile number'));
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Mobile number').getAttribute('aria-describedby')).toContain(`${field('Mobile number').id}-error`);
    expect(form().getByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(form().getByText('Please enter your e-mail address')).toBeTruthy();
    expect(form().getByText('Please choose at least one language')).toBeTruthy();
    expect(form().getByText('The price must be from ₹5 to ₹1,000 a minute')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('false');
    expect(sent()).toHaveLength(0);

    // Once checked, fixing a field clears its message as it is typed.
    await user.type(field('Mobile number'), '43210');
    expect(form().queryByText('Please enter a valid 10-digit mobile number')).toBeNull();
  });

  it('sends the application with the price in paise, and says plainly that registration is not open yet (501)', async () => {
    const { user, sent } = openForm(notServedYet('create_astrologer'));

    await fillValidForm(user);
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Online registration for astrologers is not available yet, so your application was not sent.');
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
      bio: BIO,
    });
    // Nothing is lost: the form stays filled in.
    expect(field('Full name').value).toBe('Acharya Meera Joshi');
    expect(screen.queryByText('Thank you! Your application has been sent for review.')).toBeNull();
  });

  it("shows the server's field errors on their fields", async () => {
    const { user } = openForm(() =>
      jsonResponse(400, { status: 400, message: 'Invalid input', errors: [{ path: 'email', message: 'is already registered' }, { path: 'referrer', message: 'unknown' }] }),
    );

    await fillValidForm(user);
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(await form().findByText('is already registered')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid input');
  });

  it('thanks the applicant once the server takes the application', async () => {
    const { user } = openForm(() => jsonResponse(201, { status: 201, data: { id: 'a1' } }));

    await fillValidForm(user);
    await user.click(form().getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Thank you! Your application has been sent for review.')).toBeTruthy();
    expect(form().queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'ज्योतिषी के रूप में पंजीकरण करें' })).toBeTruthy();
    expect(within(form().getByRole('group', { name: 'विशेषज्ञता' })).getByRole('checkbox', { name: 'लाल किताब' })).toBeTruthy();
    await user.click(form().getByRole('button', { name: 'आवेदन भेजें' }));
    expect(form().getByText('कृपया अपना पूरा नाम लिखें')).toBeTruthy();
  });
});
