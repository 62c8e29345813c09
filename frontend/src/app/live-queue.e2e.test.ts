import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { audioFlowsBothWays, CALL_ASTROLOGER, CALL_PRICE, CALLER_NAME, callJourney } from '../testing/call-journey';
import { shot } from '../testing/ui-login';

// A queued viewer's paid turn (docs/waitlist.md), in Chromium windows with fake media, on the whole
// stack: the astrologer logs in at the console, goes online with a call price and goes live from the
// live desk; a customer logged in through the header's popup watches the session, joins the queue
// with the intake and sees their place; the astrologer takes them from the studio's queue panel and
// opens the private call in a new tab while the broadcast goes on; the customer joins the call from
// the watch page; the media flows both ways and the call is billed; the astrologer ends the turn
// from the studio; and the wallet has moved exactly once per minute billed, at the call price.
// The API only prepares what is not under test (the call price, the balance, the free consultation).

const env = useBrowserStack('live-queue', { seedDemo: true, browserArgs: FAKE_MEDIA_ARGS });
const SHOTS = 'test-output/live-queue';
const TITLE = 'Ask me about your career';
const CUSTOMER_PHONE = '9000077722';
const BALANCE = 500_00;

describe('the queue for a paid turn in a live session', () => {
  it('queues a viewer, gives them a private call from the studio, bills it per minute and ends it', async () => {
    await mkdir(SHOTS, { recursive: true });
    const journey = callJourney(env);
    const [studioWindow, customerWindow] = [await journey.openWindow(), await journey.openWindow()];
    const [studio, customer] = [studioWindow.page, customerWindow.page];

    // The astrologer is online with a call price; the customer's free consultation is used up first, so the turn is paid.
    const astrologer = await journey.astrologerOnline(studioWindow);
    const account = await journey.payingCustomer(customerWindow, CUSTOMER_PHONE, BALANCE, astrologer);

    // The astrologer goes live from the console's live desk and lands in the studio, on air.
    const goLive = studio.getByRole('form', { name: 'Go live now' });
    await goLive.getByLabel('Title').fill(TITLE);
    await goLive.getByLabel('Topic').fill('Career');
    await goLive.getByRole('button', { name: 'Go live' }).click();
    await studio.waitForURL(/\/live-video-broadcasting\?session=[0-9a-f-]{36}$/);
    await studio.getByText('On air', { exact: true }).waitFor();
    const panel = studio.getByRole('region', { name: 'Queue for paid turns' });
    await panel.getByText('Nobody is waiting.').waitFor({ timeout: 30_000 });

    // The customer watches and joins the queue with the intake; they are next.
    await customer.goto(env.at('/live'));
    await customer.getByRole('link', { name: `Watch ${TITLE}` }).click();
    await customer.waitForURL(/\/live\/[0-9a-f-]{36}$/);
    const queue = customer.getByRole('region', { name: 'Ask on a call' });
    await queue.getByText(`a call with the astrologer at ₹ ${CALL_PRICE / 100}/min`, { exact: false }).waitFor({ timeout: 30_000 });
    await queue.getByRole('button', { name: 'Join the queue' }).click();
    const intake = customer.getByRole('dialog', { name: `Queue for a turn with ${CALL_ASTROLOGER.name}` });
    await intake.getByLabel('Name').fill(CALLER_NAME);
    await intake.getByLabel('Date of birth').fill('1990-04-01');
    await intake.getByLabel('Time of birth').fill('06:30');
    await intake.getByLabel('Place of birth').fill('Pune, Maharashtra');
    await intake.getByRole('button', { name: 'Join the queue' }).click();
    await queue.getByText('You are next in the queue.').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/01-customer-queued.png`);

    // The studio's panel lists them; the astrologer takes them and opens the private call in a new tab.
    await panel.getByText(CALLER_NAME).waitFor({ timeout: 30_000 });
    await shot(studio, `${SHOTS}/02-studio-queue.png`);
    await panel.getByRole('button', { name: 'Take the next one' }).click();
    await panel.getByText(`On a private call with ${CALLER_NAME}.`, { exact: false }).waitFor({ timeout: 30_000 });
    const [callTab] = await Promise.all([studioWindow.context.waitForEvent('page'), panel.getByRole('link', { name: 'Open the call' }).click()]);
    callTab.on('console', (message) => void (message.type() === 'error' && studioWindow.errors.push(message.text())));
    await callTab.waitForURL(/\/call-screen\/[0-9a-f-]{36}$/);
    const callId = callTab.url().split('/').pop()!;
    // The broadcast goes on in the studio.
    expect(await studio.getByText('On air', { exact: true }).isVisible()).toBe(true);

    // The customer's watch page leads to their call.
    await queue.getByText('It is your turn: the astrologer is calling you.').waitFor({ timeout: 30_000 });
    await queue.getByRole('link', { name: 'Join your call' }).click();
    await customer.waitForURL(new RegExp(`/call-screen/${callId}$`));

    // Media both ways; the server connects the call and bills minute 1 at the call price.
    await journey.untilConnected(customer, callTab);
    await customer.locator('.call-active__stats').getByText(`₹ ${CALL_PRICE / 100}`).waitFor({ timeout: 10_000 });
    await audioFlowsBothWays(customer, callTab);
    await shot(customer, `${SHOTS}/03-customer-in-the-turn.png`);

    // The astrologer ends the turn from the studio: both call screens end, and the panel is free for the next.
    await panel.getByRole('button', { name: 'End the turn' }).click();
    for (const page of [customer, callTab]) await page.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 30_000 });
    await panel.getByText('Nobody is waiting.').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await panel.getByRole('link', { name: 'Open the call' }).count())).toBe(0);
    await shot(studio, `${SHOTS}/04-studio-turn-ended.png`);

    // Exact money: one debit at the call price per minute billed, the earning of the same minutes, the balance to the paisa.
    const history = await journey.api('GET', `/api/get_wallet_history/${account.id}`, env.stack.adminCookie());
    const debits = (history.data as unknown as { type: string; data: { amount: number; source?: { id: string } } }[]).filter((entry) => entry.type === 'WalletDebited');
    expect(debits.length).toBeGreaterThanOrEqual(1);
    expect(debits.map((debit) => [debit.data.amount, debit.data.source?.id])).toEqual(debits.map(() => [CALL_PRICE, callId]));
    const earnings = await journey.api('GET', '/api/get_my_earnings', astrologer.cookie);
    expect(earnings.data.totals).toMatchObject({ all_time: { paid_minutes: debits.length, gross: debits.length * CALL_PRICE } });
    const wallet = await journey.api('GET', `/api/get_single_wallet/${account.id}`, account.cookie);
    expect(wallet.data.balance).toBe(BALANCE - debits.length * CALL_PRICE);

    for (const window of [studioWindow, customerWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
  }, 300_000);
});
