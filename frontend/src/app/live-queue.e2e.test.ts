import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { audioFlowsBothWays, callJourney } from '../testing/call-journey';
import { endTurn, goLive, joinQueue, joinTurn, queuePanel, takeTurn, turnBilledExactly } from '../testing/live-journey';
import { shot } from '../testing/ui-login';

// A queued viewer's paid turn (docs/waitlist.md), in Chromium windows with fake media, on the whole
// stack: the astrologer logs in at the console, goes online with a call price and goes live from the
// live desk; a customer logged in through the header's popup watches the session, joins the queue
// with the intake and sees their place; the astrologer takes them from the studio's queue panel and
// opens the private call in a new tab while the broadcast goes on; the customer joins the call from
// the watch page; the media flows both ways and the call is billed; the astrologer ends the turn
// from the studio; and the wallet has moved exactly once per minute billed, at the call price.
// The API only prepares what is not under test (the call price, the balance, the free consultation).

const env = useBrowserStack('live-queue', { seedDemo: true, placeSearch: true, browserArgs: FAKE_MEDIA_ARGS });
const SHOTS = 'test-output/live-queue';
const TITLE = 'Ask me about your career';
const CUSTOMER_PHONE = '9000077722';
const BALANCE = 500_00;

describe('the queue for a paid turn in a live session', () => {
  it('queues a viewer, gives them a private call from the studio, bills it per minute and ends it', async () => {
    const journey = callJourney(env);
    const [studioWindow, customerWindow] = [await journey.openWindow(), await journey.openWindow()];
    const [studio, customer] = [studioWindow.page, customerWindow.page];

    // The astrologer is online with a call price; the customer's free consultation is used up first, so the turn is paid.
    const astrologer = await journey.astrologerOnline(studioWindow);
    const account = await journey.payingCustomer(customerWindow, CUSTOMER_PHONE, BALANCE, astrologer);

    // The astrologer goes live from the console's live desk and lands in the studio, on air.
    await goLive(studio, { title: TITLE, topic: 'Career' });
    await queuePanel(studio).getByText('Nobody is waiting.').waitFor({ timeout: 30_000 });

    // The customer watches and joins the queue with the intake; they are next.
    await customer.goto(env.at('/live'));
    await customer.getByRole('link', { name: `Watch ${TITLE}` }).click();
    await customer.waitForURL(/\/live\/[0-9a-f-]{36}$/);
    await joinQueue(customer);
    await shot(customer, `${SHOTS}/01-customer-queued.png`);

    // The studio's panel lists them; the astrologer takes them and opens the private call in a new tab; the broadcast goes on.
    const { callTab, callId } = await takeTurn(studioWindow, { queueShot: `${SHOTS}/02-studio-queue.png` });

    // The customer's watch page leads to their call; the server connects it and bills minute 1 at the call price; media both ways.
    await joinTurn(journey, customer, callTab, callId);
    await audioFlowsBothWays(customer, callTab);
    await shot(customer, `${SHOTS}/03-customer-in-the-turn.png`);

    // The astrologer ends the turn from the studio: both call screens end, and the panel is free for the next.
    await endTurn(studio, customer, callTab);
    await shot(studio, `${SHOTS}/04-studio-turn-ended.png`);

    // Exact money: one debit at the call price per minute billed, the earning of the same minutes, the balance to the paisa.
    await turnBilledExactly(journey, { customer: account, astrologer, callId, balanceBefore: BALANCE });

    for (const window of [studioWindow, customerWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
  }, 300_000);
});
