import type { LoveView } from '@nakshatra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';

beforeAll(() => import('../../../app/routes/love-calculator.page'));

const love: LoveView = { name1: 'Raj', name2: 'Simran', percentage: 82, band: 'strong', message: 'A strong bond.' };

function open(answer: Responder = () => jsonResponse(200, { status: 200, data: love })) {
  const rendered = renderApp('/love-calculator', { 'POST /api/calculate_love': answer });
  return { ...rendered, user: userEvent.setup() };
}

async function calculate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Your name'), ' Raj ');
  await user.type(screen.getByLabelText("Your partner's name"), 'Simran');
  await user.click(screen.getByRole('button', { name: 'Calculate love' }));
  return screen.findByRole('heading', { level: 2, name: 'Raj and Simran' });
}

describe('the love calculator', () => {
  it('asks for both names, each labelled, and leads to the one missing', async () => {
    const { user, requests } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Love Calculator' })).toBeTruthy();
    expect(document.title).toBe('Love Calculator: how well do your names match? · Nakshatra');
    await user.type(screen.getByLabelText('Your name'), 'Raj');
    await user.click(screen.getByRole('button', { name: 'Calculate love' }));

    const summary = screen.getByRole('heading', { level: 2, name: 'Please correct this field' }).parentElement!;
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: "Your partner's name: Please enter a name" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Your partner's name"));
    expect(requests.some((request) => request.url.pathname === '/api/calculate_love')).toBe(false);
  });

  it('shows the percentage on a ring, the band in words, and says plainly that it is for fun', async () => {
    const { user, requests } = open();
    const heading = await calculate(user);

    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requests.find((request) => request.url.pathname === '/api/calculate_love')?.body).toEqual({ name1: 'Raj', name2: 'Simran' });
    const result = within(heading.closest('section')!);
    expect(result.getByRole('img', { name: '82% love match' })).toBeTruthy();
    expect(result.getByText('A strong bond: you understand each other well.')).toBeTruthy();
    expect(result.getByText(/This is just for fun/)).toBeTruthy();
    expect(result.getByRole('link', { name: 'For a real compatibility reading, match your kundlis' }).getAttribute('href')).toBe('/kundli-matchmaking');
  });

  it("shares through the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = open();
    await calculate(user);
    await user.click(screen.getByRole('button', { name: 'Share the result' }));

    expect(share).toHaveBeenCalledWith({
      title: 'Love Calculator',
      text: 'Raj ❤ Simran: 82% love match on the Nakshatra Love Calculator (just for fun). Try your names:',
      url: 'http://localhost:3000/love-calculator',
    });
  });

  it('copies the result with a toast where the device cannot share', async () => {
    // jsdom has no share sheet; user-event gives it a clipboard to read back.
    expect(typeof navigator.share).toBe('undefined');
    const { user } = open();
    await calculate(user);
    await user.click(screen.getByRole('button', { name: 'Share the result' }));

    expect(await screen.findByText('The result is copied. Paste it anywhere to share it.')).toBeTruthy();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'Raj ❤ Simran: 82% love match on the Nakshatra Love Calculator (just for fun). Try your names: http://localhost:3000/love-calculator',
    );
  });

  it('says so when it cannot calculate, and tries again on request', async () => {
    let calls = 0;
    const { user } = open(() => (calls++ === 0 ? jsonResponse(500, {}) : jsonResponse(200, { status: 200, data: love })));
    await user.type(await screen.findByLabelText('Your name'), 'Raj');
    await user.type(screen.getByLabelText("Your partner's name"), 'Simran');
    await user.click(screen.getByRole('button', { name: 'Calculate love' }));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't calculate just now.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Raj and Simran' })).toBeTruthy();
  });

  it('speaks Hindi, the band message too', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = open();
    await user.type(await screen.findByLabelText('आपका नाम'), 'Raj');
    await user.type(screen.getByLabelText('आपके साथी का नाम'), 'Simran');
    await user.click(screen.getByRole('button', { name: 'लव प्रतिशत देखें' }));

    expect(await screen.findByText('एक मज़बूत बंधन: आप एक-दूसरे को अच्छी तरह समझते हैं।')).toBeTruthy();
    expect(screen.getByRole('img', { name: '82% प्रेम मिलान' })).toBeTruthy();
  });
});
