import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { audioFlowsBothWays, audioRises, CALL_PRICE, callJourney } from '../testing/call-journey';

// A paid call in two Chromium windows with fake camera and microphone, on the whole stack (demo
// astrologers included): the astrologer logs in at the console and goes online, a customer calls
// from /talk-to-astrologer, the console shows a call request and accepting opens the call screen,
// the WebRTC media flows both ways (each side's inbound audio bytes rise, read from the data the
// network indicator renders from getStats()), the server connects the call and bills minute 1,
// a reload of the astrologer's screen reconnects the media, the customer turns the camera on and the astrologer sees it, the customer hangs up, and both
// wallets show the minute at the call price: ₹30 paid, ₹21 earned (30% commission).

const env = useBrowserStack('call', { seedDemo: true, placeSearch: true, browserArgs: FAKE_MEDIA_ARGS });

const CUSTOMER_PHONE = '9000088888';
const SHOTS = 'test-output/call';

describe('a paid call in two browsers', () => {
  it('rings the console, carries audio both ways, bills a minute from the connection and ends on hang-up', async () => {
    await mkdir(SHOTS, { recursive: true });
    const journey = callJourney(env);

    // The astrologer logs in at the console and goes online; an admin has set their call price.
    const astrologer = await journey.openWindow();
    const astrologerAccount = await journey.astrologerOnline(astrologer);

    // The customer logs in through the header's popup; the free first consultation is used up through the API, so the call is paid.
    const customer = await journey.openWindow();
    const customerAccount = await journey.payingCustomer(customer, CUSTOMER_PHONE, 500_00, astrologerAccount);

    // The customer calls from /talk-to-astrologer with an intake; the console shows a call request and accepting opens the call screen with the desk.
    const sessionId = await journey.placeCall(customer.page, astrologerAccount.id);
    await journey.acceptCall(astrologer.page, sessionId, { screenshot: `${SHOTS}/astrologer-request.png` });

    // Both sides report their media; the server connects the call and bills minute 1.
    await journey.untilConnected(customer.page, astrologer.page);
    await customer.page.locator('.call-active__stats').getByText('₹ 30').waitFor({ timeout: 10_000 });

    // Both sides hear the other: inbound audio bytes rise on each.
    await audioFlowsBothWays(customer.page, astrologer.page);
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
    await journey.hangUp(customer.page, astrologer.page);
    await customer.page.getByText('You ended the call.').waitFor();
    await customer.page.locator('.chat-summary').getByText('₹ 30').waitFor();
    await customer.page.getByRole('button', { name: 'Submit review' }).waitFor();
    await customer.page.screenshot({ path: `${SHOTS}/customer-ended.png`, fullPage: true });

    // The customer's consultation history shows it as a call, linking its call screen.
    await customer.page.goto(env.at('/order-history'));
    await customer.page.getByRole('link', { name: 'Open call' }).waitFor({ timeout: 10_000 });
    expect(await customer.page.getByRole('link', { name: 'Open call' }).getAttribute('href')).toBe(`/call-screen/${sessionId}`);

    // Exact money: one minute at the call price from the wallet, the earning less the 30% commission.
    const wallet = await journey.api.as(customerAccount.cookie).data('get_single_wallet', { params: { id: customerAccount.id } });
    expect(wallet.balance).toBe(500_00 - CALL_PRICE);
    const earnings = await journey.api.as(astrologerAccount.cookie).data('get_my_earnings');
    expect(earnings.totals).toMatchObject({ all_time: { sessions: 2, paid_minutes: 1, gross: CALL_PRICE, commission: 9_00, astrologer_earning: 21_00 } });
    expect(customer.errors).toEqual([]);
    expect(astrologer.errors).toEqual([]);
    await customer.context.close();
    await astrologer.context.close();
  }, 240_000);
});
