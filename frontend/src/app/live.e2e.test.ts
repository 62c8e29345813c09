import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { CALL_ASTROLOGER, callJourney } from '../testing/call-journey';
import { goLive } from '../testing/live-journey';
import { logInAtConsole, logInThroughPopup, shot } from '../testing/ui-login';

// A live session through the embedded engine in three Chromium windows with fake cameras: the
// astrologer logs in at the console, goes live from the live desk and lands in the studio with the
// camera on air; a logged-in customer and a visitor find the session on /live and watch it (video
// frames decoded, rising); the customer's question and the astrologer's answer reach everyone; the
// astrologer mutes the customer; the end reaches both viewers. Everything under test is clicked and
// typed; nothing is prepared through the API.

const env = useBrowserStack('live', { seedDemo: true, browserArgs: FAKE_MEDIA_ARGS });
const SHOTS = 'test-output/live';
const TITLE = 'Career questions answered';
const CUSTOMER_PHONE = '9000077711';

/** Video frames the page's player has shown so far (the embedded engine's stream, decoded). */
const framesShown = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('video')?.getVideoPlaybackQuality().totalVideoFrames ?? 0);

/** Waits until the player has shown more than `above` frames; answers the count then. */
async function framesRise(page: Page, above: number): Promise<number> {
  await expect.poll(() => framesShown(page), { timeout: 60_000, interval: 500 }).toBeGreaterThan(above);
  return framesShown(page);
}

describe('live session, embedded engine', () => {
  it('broadcasts to a customer and a visitor, carries the chat to all, mutes, and ends for everyone', async () => {
    const journey = callJourney(env);
    const [studioWindow, customerWindow, visitorWindow] = [await journey.openWindow(), await journey.openWindow(), await journey.openWindow()];
    const [studio, customer, visitor] = [studioWindow.page, customerWindow.page, visitorWindow.page];

    // The astrologer goes live from the console's live desk and lands in the studio, on air with the camera.
    await logInAtConsole(studio, env.stack.url, CALL_ASTROLOGER.phone);
    await goLive(studio, { title: TITLE, topic: 'Career' });
    await studio.getByText('0 watching now').waitFor({ timeout: 30_000 });
    await shot(studio, `${SHOTS}/01-studio-on-air.png`);

    // A customer (logged in through the popup) and a visitor find it on /live and watch.
    await customer.goto(env.at('/live'));
    await logInThroughPopup(customer, env.stack.url, CUSTOMER_PHONE);
    for (const page of [customer, visitor]) {
      if (page === visitor) await page.goto(env.at('/live'));
      await page.getByRole('link', { name: `Watch ${TITLE}` }).click();
      await page.waitForURL(/\/live\/[0-9a-f-]{36}$/);
      await page.getByLabel(`Live video: ${TITLE}`).waitFor();
    }
    const [customerFrames, visitorFrames] = [await framesRise(customer, 0), await framesRise(visitor, 0)];
    expect(await framesRise(customer, customerFrames)).toBeGreaterThan(customerFrames);
    expect(await framesRise(visitor, visitorFrames)).toBeGreaterThan(visitorFrames);
    await studio.getByText('2 watching now').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/02-customer-watching.png`);

    // The customer asks; everyone sees it. The visitor is asked to log in to chat.
    await customer.getByLabel('Your message').fill('Will I get the job I applied for?');
    await customer.getByRole('button', { name: 'Send' }).click();
    for (const page of [studio, customer, visitor]) await page.getByText('Will I get the job I applied for?').waitFor();
    expect(await visitor.getByRole('button', { name: 'Log in to chat' }).isVisible()).toBe(true);

    // The astrologer answers on air; everyone sees it, marked as the astrologer's.
    await studio.getByLabel('Your message').fill('Yes, after March. Keep preparing.');
    await studio.getByRole('button', { name: 'Send' }).click();
    for (const page of [customer, visitor]) await page.getByText('Yes, after March. Keep preparing.').waitFor();
    await shot(visitor, `${SHOTS}/03-visitor-sees-the-chat.png`);

    // The astrologer mutes the customer: their box gives way to the notice.
    const customerName = await customer.locator('.live-chat__line strong').first().textContent();
    await studio.getByRole('button', { name: `Mute ${customerName} for this session` }).click();
    await customer.getByText('The astrologer has muted your chat for this session.').waitFor();
    await studio.getByText(`${customerName} is muted for this session.`).waitFor();
    await shot(studio, `${SHOTS}/04-studio-muted.png`);

    // The end reaches both viewers.
    await studio.getByRole('button', { name: 'End the live session' }).click();
    await studio.getByText('Your live session has ended.').first().waitFor();
    for (const page of [customer, visitor]) await page.getByText('This live session has ended.').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/05-customer-ended.png`);

    for (const window of [studioWindow, customerWindow, visitorWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
    // Three windows, two logins and live video on a busy machine: minutes, not the default one.
  }, 300_000);
});
