import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

const TOKEN = `${'f'.repeat(64)}.${'a'.repeat(43)}`;
const answered = (subscribed: boolean): Responder => () => jsonResponse(201, { status: 201, data: { subscribed }, position: '9' });
const invalid: Responder = () => jsonResponse(400, { status: 400, code: 'subscriber.link_invalid', message: 'This link is not valid or has expired. Please subscribe again from the site.' });

function open(path: string, answers: Record<string, Responder> = {}) {
  const rendered = renderApp(path, answers);
  const calls = (name: string) => rendered.requests.filter((request) => request.url.pathname === `/api/${name}`);
  return { ...rendered, calls, user: userEvent.setup() };
}

describe('the newsletter page the mail links lead to', () => {
  it('confirms a subscription only when the button is pressed, sending the link’s token', async () => {
    const { user, calls } = open(`/newsletter?confirm=${TOKEN}`, { 'POST /api/confirm_newsletter': answered(true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
    // A mail scanner that opens the link subscribes nobody.
    expect(calls('confirm_newsletter')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! You are subscribed to the Nakshatra newsletter. A welcome e-mail is on its way.');
    expect(calls('confirm_newsletter').map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it('unsubscribes with the unsubscribe link, and says why when a link is no good, in Hindi too', async () => {
    const { user } = open(`/newsletter?unsubscribe=${TOKEN}`, { 'POST /api/unsubscribe_newsletter': answered(false) });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are unsubscribed. We will not send you the newsletter any more.');

    window.localStorage.setItem('language', 'hi');
    const expired = open(`/newsletter?confirm=${TOKEN}`, { 'POST /api/confirm_newsletter': invalid });
    await expired.user.click(await screen.findByRole('button', { name: 'सदस्यता की पुष्टि करें' }));
    expect(await screen.findByText(/^यह लिंक मान्य नहीं है या इसकी अवधि समाप्त हो गई है।/)).toBeTruthy();
    // Nothing left to press.
    expect(screen.queryByRole('button', { name: 'सदस्यता की पुष्टि करें' })).toBeNull();
  });

  it('says a link a mail client cut is no good without offering the button', async () => {
    const { calls } = open(`/newsletter?confirm=${TOKEN.slice(0, 80)}`);
    expect(await screen.findByText(/^This link is not valid or has expired\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
    expect(calls('confirm_newsletter')).toHaveLength(0);
  });

  it('tells a visitor who came without a link how to subscribe', async () => {
    open('/newsletter');
    expect((await screen.findByRole('status')).textContent).toBe('This page opens from a link in our newsletter e-mails. To subscribe, use the box at the bottom of any page.');
  });
});
