import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

beforeAll(() => import('../../../app/routes/dev-mailbox.page'));

const main = () => within(screen.getByRole('main'));
const welcome = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'newsletter_welcome',
  to: 'asha@example.in',
  reply_to: null,
  subject: 'Welcome to the Nakshatra newsletter',
  body: 'Thank you for subscribing.',
  sent_at: '2026-11-27T06:30:00.000Z',
};

describe('the development mailbox page', () => {
  it('lists the mail it holds, with its recipient, time in India and text', async () => {
    renderApp('/dev/mailbox', { 'GET /api/dev/mailbox': () => jsonResponse(200, { status: 200, data: [welcome] }) });

    const mail = within((await main().findByRole('heading', { level: 2, name: 'Welcome to the Nakshatra newsletter' })).closest('article')!);
    expect(mail.getByText('asha@example.in')).toBeTruthy();
    expect(mail.getByText('Thank you for subscribing.')).toBeTruthy();
    expect(mail.getByText(/12:00/)).toBeTruthy();
  });

  it('says there is none where the server sends through SMTP (404)', async () => {
    renderApp('/dev/mailbox', { 'GET /api/dev/mailbox': () => jsonResponse(404, { status: 404, code: 'api.not_found', message: 'No such API call: GET /api/dev/mailbox' }) });

    expect(await main().findByText('There is no development mailbox here: this server sends its mail through SMTP.')).toBeTruthy();
  });
});
