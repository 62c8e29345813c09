import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { logInAtConsole, logInThroughPopup } from '../testing/ui-login';

// A paid call in two Chromium windows with fake camera and microphone, on the whole stack (demo
// astrologers included): the astrologer logs in at the console and goes online, a customer calls
// from /talk-to-astrologer, the console shows a call request and accepting opens the call screen,
// the WebRTC media flows both ways (each side's inbound audio bytes rise, read from the data the
// network indicator renders from getStats()), the server connects the call and bills minute 1,
// a reload of the astrologer's screen reconnects the media, the customer turns the camera on and the astrologer sees it, the customer hangs up, and both
// wallets show the minute at the call price: ₹30 paid, ₹21 earned (30% commission).

const env = useBrowserStack('call', { seedDemo: true, browserArgs: FAKE_MEDIA_ARGS });

const ASTROLOGER = { name: 'Dr. Meenakshi Iyer', phone: '9000000102' };
const CUSTOMER_PHONE = '9000088888';
const CALL_PRICE = 30_00;
const SHOTS = 'test-output/call';

async function openWindow(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const cookieHeader = async (context: BrowserContext): Promise<string> =>
  (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

async function api(method: string, path: string, cookie: string, body?: unknown) {
  const answer = await fetch(new URL(path, env.stack.url), { method, headers: { 'content-type': 'application/json', cookie, 'idempotency-key': crypto.randomUUID() }, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await answer.json()) as { status: number; data: Record<string, unknown> & { id?: string } };
}

/** Waits until the public profile (read side) shows these fields: the projections follow the writes within moments. */
async function untilListed(astrologerId: string, fields: Record<string, unknown>): Promise<void> {
  const shown = async () => {
    const profile = (await api('GET', `/api/get_single_astrologer/${astrologerId}`, '')).data as Record<string, unknown>;
    return Object.fromEntries(Object.keys(fields).map((key) => [key, profile[key]]));
  };
  await expect.poll(shown, { timeout: 60_000, interval: 200 }).toEqual(fields);
}

/** The audio bytes this side has received so far (inbound-rtp, sampled by the call screen every 2 s). */
const inboundAudioBytes = async (page: Page): Promise<number> => Number(await page.locator('.call-network').getAttribute('data-inbound-audio-bytes'));

/** Waits until the side's inbound audio grows past `above`; answers the bytes then. */
async function audioRises(page: Page, above: number): Promise<number> {
  await expect.poll(() => inboundAudioBytes(page), { timeout: 60_000, interval: 500 }).toBeGreaterThan(above);
  return inboundAudioBytes(page);
}

describe('a paid call in two browsers', () => {
  it('rings the console, carries audio both ways, bills a minute from the connection and ends on hang-up', async () => {
    await mkdir(SHOTS, { recursive: true });
    const admin = env.stack.adminCookie();

    // The astrologer logs in at the console and goes online; an admin has set their call price.
    const astrologer = await openWindow();
    await logInAtConsole(astrologer.page, env.stack.url, ASTROLOGER.phone);
    const astrologerCookie = await cookieHeader(astrologer.context);
    const astrologerId = (await api('GET', '/api/get_my_astrologer', astrologerCookie)).data.id as string;
    expect((await api('PUT', `/api/update_astrologer/${astrologerId}`, admin, { call_price_per_min: CALL_PRICE })).status).toBeLessThan(300);
    const goOnline = astrologer.page.getByRole('button', { name: 'Go online' });
    if (await goOnline.isVisible()) await goOnline.click();
    await astrologer.page.getByRole('button', { name: 'Go offline' }).waitFor();

    // The customer logs in through the header's popup; the free first consultation is used up through the API, so the call is paid.
    const customer = await openWindow();
    await customer.page.goto(new URL('/talk-to-astrologer', env.stack.url).href);
    const customerId = await logInThroughPopup(customer.page, env.stack.url, CUSTOMER_PHONE);
    const customerCookie = await cookieHeader(customer.context);
    expect((await api('PUT', `/api/update_wallet/${customerId}`, admin, { amount: 500_00, reason: 'Call test balance' })).status).toBe(201);
    const free = await api('POST', '/api/create_chat_session', customerCookie, { astrologer_id: astrologerId, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } });
    expect(free.data).toMatchObject({ free_minutes: 3 });
    await api('PUT', `/api/update_chat_session/${free.data.id}`, astrologerCookie, { action: 'accept' });
    await api('PUT', `/api/end_chat_session/${free.data.id}`, customerCookie, {});

    // The customer calls from /talk-to-astrologer with an intake (once the lists show the astrologer free again, with the call price).
    await untilListed(astrologerId, { status: 'online', call_price_per_min: CALL_PRICE });
    await customer.page.goto(new URL('/talk-to-astrologer', env.stack.url).href);
    await customer.page.getByRole('button', { name: `Call ${ASTROLOGER.name}, ₹ 30 a minute` }).first().click();
    const intake = customer.page.getByRole('dialog', { name: `Call ${ASTROLOGER.name}` });
    await intake.getByLabel('Name').fill('Asha Kulkarni');
    await intake.getByLabel('Date of birth').fill('1990-04-01');
    await intake.getByLabel('Time of birth').fill('06:30');
    await intake.getByLabel('Place of birth').fill('Pune, Maharashtra');
    await intake.getByRole('button', { name: 'Start call' }).click();
    await customer.page.waitForURL(/\/call-screen\/[0-9a-f-]{36}$/);
    await customer.page.getByText('Waiting for the astrologer').waitFor();
    const sessionId = customer.page.url().split('/').pop()!;

    // The console shows a call request; accepting opens the call screen with the desk beside it.
    const request = astrologer.page.getByRole('region', { name: 'New call request: Asha Kulkarni' });
    await request.waitFor({ timeout: 10_000 });
    await request.getByText('Call request', { exact: true }).waitFor();
    await astrologer.page.screenshot({ path: `${SHOTS}/astrologer-request.png`, fullPage: true });
    await request.getByRole('button', { name: 'Accept' }).click();
    await astrologer.page.waitForURL(new RegExp(`/call-screen/${sessionId}$`));
    await astrologer.page.getByText("Customer's kundli").waitFor();

    // Both sides report their media; the server connects the call and bills minute 1.
    for (const side of [customer.page, astrologer.page]) await side.locator('.call-active[data-connected="true"]').waitFor({ timeout: 30_000 });
    await customer.page.locator('.call-active__stats').getByText('₹ 30').waitFor({ timeout: 10_000 });

    // Both sides hear the other: inbound audio bytes rise on each.
    const customerFirst = await audioRises(customer.page, 0);
    const astrologerFirst = await audioRises(astrologer.page, 0);
    expect(await audioRises(customer.page, customerFirst)).toBeGreaterThan(customerFirst);
    expect(await audioRises(astrologer.page, astrologerFirst)).toBeGreaterThan(astrologerFirst);
    await customer.page.locator('.call-network:not([data-quality="unknown"])').waitFor();

    // The astrologer reloads mid-call: the customer offers again when they are back, and the media flows again.
    await astrologer.page.reload();
    await astrologer.page.locator('.call-active[data-call-state="connected"]').waitFor({ timeout: 20_000 });
    await audioRises(astrologer.page, 0);
    await customer.page.locator('.call-active[data-call-state="connected"]').waitFor({ timeout: 10_000 });

    // Video within the same call: the customer's camera reaches the astrologer's screen.
    await customer.page.getByRole('button', { name: 'Turn camera on' }).click();
    await customer.page.getByRole('button', { name: 'Turn camera off' }).waitFor();
    await astrologer.page.locator('video.call-video--remote:not([hidden])').waitFor({ timeout: 15_000 });
    await customer.page.screenshot({ path: `${SHOTS}/customer-connected.png`, fullPage: true });
    await astrologer.page.screenshot({ path: `${SHOTS}/astrologer-connected.png`, fullPage: true });

    // The customer hangs up: both screens show the summary with the one billed minute.
    await customer.page.getByRole('button', { name: 'Hang up' }).click();
    await customer.page.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 10_000 });
    await astrologer.page.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 10_000 });
    await customer.page.getByText('You ended the call.').waitFor();
    await customer.page.locator('.chat-summary').getByText('₹ 30').waitFor();
    await customer.page.getByRole('button', { name: 'Submit review' }).waitFor();
    await customer.page.screenshot({ path: `${SHOTS}/customer-ended.png`, fullPage: true });

    // The customer's consultation history shows it as a call, linking its call screen.
    await customer.page.goto(new URL('/order-history', env.stack.url).href);
    await customer.page.getByRole('link', { name: 'Open call' }).waitFor({ timeout: 10_000 });
    expect(await customer.page.getByRole('link', { name: 'Open call' }).getAttribute('href')).toBe(`/call-screen/${sessionId}`);

    // Exact money: one minute at the call price from the wallet, the earning less the 30% commission.
    const wallet = await api('GET', `/api/get_single_wallet/${customerId}`, customerCookie);
    expect(wallet.data.balance).toBe(500_00 - CALL_PRICE);
    const earnings = await api('GET', '/api/get_my_earnings', astrologerCookie);
    expect(earnings.data.totals).toMatchObject({ all_time: { sessions: 2, paid_minutes: 1, gross: CALL_PRICE, commission: 9_00, astrologer_earning: 21_00 } });
    expect(customer.errors).toEqual([]);
    expect(astrologer.errors).toEqual([]);
    await customer.context.close();
    await astrologer.context.close();
  }, 240_000);
});
