import { fieldError } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

const subscribed: Responder = () => jsonResponse(201, { status: 201, data: { confirmation_sent: true }, position: '4' });

function openFooter(subscribe: Responder = subscribed) {
  const rendered = renderApp('/', { 'POST /api/send_subscribe_email': subscribe });
  const subscribes = () => rendered.requests.filter((request) => request.url.pathname === '/api/send_subscribe_email');
  return { ...rendered, subscribes, user: userEvent.setup() };
}

const box = async () => within((await screen.findByRole('heading', { name: 'Newsletter' })).closest('section')!);

describe("the footer's newsletter box", () => {
  it('subscribes the address typed and thanks the visitor', async () => {
    const { user, subscribes } = openFooter();
    const newsletter = await box();

    await user.type(newsletter.getByLabelText('Your e-mail address'), ' asha@example.in ');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));

    expect(await newsletter.findByText('Almost done: we sent a link to asha@example.in. Open it within 7 days to confirm your subscription.')).toBeTruthy();
    // Said in a live region, so a screen reader announces it.
    expect(newsletter.getByText(/asha@example\.in/).closest('[aria-live="polite"]')).toBeTruthy();
    expect(subscribes().map((request) => request.body)).toEqual([{ email: 'asha@example.in', language: 'en' }]);
    expect((newsletter.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('');
  });

  it('refuses an empty or malformed address at the field, without calling the server', async () => {
    const { user, subscribes } = openFooter();
    const newsletter = await box();

    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter.findByText('is required')).toBeTruthy();
    await user.type(newsletter.getByLabelText('Your e-mail address'), 'asha@example');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter.findByText('must be an e-mail address')).toBeTruthy();
    expect(newsletter.getByLabelText('Your e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(subscribes()).toEqual([]);
  });

  it("shows the server's 400 at the field", async () => {
    const refused: Responder = () => jsonResponse(400, { status: 400, code: 'request.invalid', message: 'email: must be at most 200 characters', errors: [fieldError('email', 'field.too_long', { maximum: 200 })] });
    const { user } = openFooter(refused);
    const newsletter = await box();

    await user.type(newsletter.getByLabelText('Your e-mail address'), 'asha@example.in');
    await user.click(newsletter.getByRole('button', { name: 'Subscribe' }));

    expect(await newsletter.findByText('must be at most 200 characters')).toBeTruthy();
    expect(newsletter.queryByText(/Almost done/)).toBeNull();
  });

  it('speaks Hindi, and subscribes in Hindi so the mail is in it', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user, subscribes } = openFooter();
    const newsletter = within((await screen.findByRole('heading', { name: 'न्यूज़लेटर' })).closest('section')!);
    await user.type(newsletter.getByLabelText('आपका ई-मेल पता'), 'asha@example.in');
    await user.click(newsletter.getByRole('button', { name: 'सदस्यता लें' }));
    expect(await newsletter.findByText('लगभग हो गया: हमने asha@example.in पर एक लिंक भेजा है। अपनी सदस्यता की पुष्टि के लिए इसे 7 दिनों के भीतर खोलें।')).toBeTruthy();
    expect(subscribes().map((request) => request.body)).toEqual([{ email: 'asha@example.in', language: 'hi' }]);
  });
});
