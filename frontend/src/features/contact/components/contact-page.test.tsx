import { fieldError } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

beforeAll(() => import('../../../app/routes/contact-us.page'));

const MESSAGE_ID = '33333333-3333-4333-8333-333333333333';
const accepted: Responder = () => jsonResponse(201, { status: 201, data: { id: MESSAGE_ID }, position: '9' });

function openContact(send: Responder = accepted) {
  const rendered = renderApp('/contact-us', { 'POST /api/send-email': send });
  const sends = () => rendered.requests.filter((request) => request.url.pathname === '/api/send-email');
  return { ...rendered, sends, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const field = (label: string) => main().getByLabelText(label, { exact: false }) as HTMLInputElement;
const fillIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await main().findByRole('heading', { level: 1, name: 'Contact us' });
  await user.type(field('Your name'), 'Asha');
  await user.type(field('E-mail'), 'asha@example.in');
  await user.type(field('Message'), 'Hello');
  await user.click(main().getByRole('button', { name: 'Send message' }));
};

describe('the contact page', () => {
  it('sends the message with only the fields filled in, and confirms where the reply goes', async () => {
    const { user, sends } = openContact();
    expect(await main().findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(document.title).toBe('Contact us · Nakshatra');

    await user.type(field('Your name'), '  Asha Verma ');
    await user.type(field('E-mail'), 'asha@example.in');
    await user.type(field('Message'), 'My recharge did not show in the wallet.');
    await user.click(main().getByRole('button', { name: 'Send message' }));

    const confirmation = await main().findByRole('heading', { name: 'Thank you, your message has been sent' });
    expect(confirmation.closest('[role="status"]')).toBeTruthy();
    expect(main().getByText('Our support team will reply to asha@example.in.')).toBeTruthy();
    expect(sends().map((request) => request.body)).toEqual([{ name: 'Asha Verma', email: 'asha@example.in', message: 'My recharge did not show in the wallet.', language: 'en' }]);

    await user.click(main().getByRole('button', { name: 'Send another message' }));
    expect(field('Your name').value).toBe('');
  });

  it('checks the form before sending: required fields, the e-mail and the mobile number, each at its field and in a summary', async () => {
    const { user, sends } = openContact();
    await main().findByRole('heading', { level: 1, name: 'Contact us' });

    await user.type(field('E-mail'), 'asha@');
    await user.type(field('Mobile number'), '12345');
    await user.click(main().getByRole('button', { name: 'Send message' }));

    expect(await main().findByRole('heading', { name: 'Please correct these 4 fields' })).toBeTruthy();
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(main().getByText('must be an e-mail address')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-describedby')).toContain('contact-email-error');
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(sends()).toEqual([]);

    // Typing in a refused field clears its error.
    await user.type(field('Your name'), 'Asha');
    expect(field('Your name').getAttribute('aria-invalid')).toBe('false');
  });

  it("shows the server's 400 at the field it names", async () => {
    const refused: Responder = () =>
      jsonResponse(400, { status: 400, code: 'request.invalid', message: 'subject: must be at most 200 characters', errors: [fieldError('subject', 'field.too_long', { maximum: 200 })] });
    const { user, sends } = openContact(refused);
    await main().findByRole('heading', { level: 1, name: 'Contact us' });

    await user.type(field('Your name'), 'Asha');
    await user.type(field('E-mail'), 'asha@example.in');
    await user.type(field('Subject'), 'Refund');
    await user.type(field('Message'), 'Please help.');
    await user.click(main().getByRole('button', { name: 'Send message' }));

    expect(await main().findByText('must be at most 200 characters')).toBeTruthy();
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(sends()).toHaveLength(1);
    expect(main().queryByText('Thank you, your message has been sent')).toBeNull();
  });

  it('keeps the button busy while sending', async () => {
    const { user } = openContact(pending);
    await fillIn(user);
    expect(main().getByRole('button', { name: 'Send message' }).getAttribute('aria-busy')).toBe('true');
  });

  it('says so when no answer comes, keeping what was typed', async () => {
    const { user } = openContact(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillIn(user);
    expect(await main().findByRole('alert')).toBeTruthy();
    expect(field('Message').value).toBe('Hello');
  });

  it('speaks Hindi, field errors included', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openContact();
    expect(await main().findByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeTruthy();
    await user.click(main().getByRole('button', { name: 'संदेश भेजें' }));
    expect(await main().findByRole('heading', { name: 'कृपया ये 3 फ़ील्ड ठीक करें' })).toBeTruthy();
  });
});
