import { startLocalJanus, type LocalJanus } from '@nakshatra/command-service/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { audioFlowsBothWays, callJourney } from '../testing/call-journey';
import { endTurn, goLive, joinQueue, joinTurn, ROSE_PRICE, rosePaidOnce, sendRose, takeTurn, turnBilledExactly } from '../testing/live-journey';
import { shot } from '../testing/ui-login';

// The live journey through a real Janus (Debian's janus, started on 127.0.0.1 by this file,
// scripts/ensure-test-tools.sh) instead of the embedded engine: the stack gets the JANUS_* variables,
// so going live opens a VideoRoom room, the studio publishes into it through the gateway's Janus
// route, and a customer and a visitor subscribe to the astrologer's feed. Each viewer's inbound video
// is read from getStats() (framesDecoded rising) on the connection whose offer came from Janus. In the
// same run, with that media on: the chat reaches both viewers; the customer sends a gift from the
// watch page's tray, the studio shows it with their name and the wallet pays it once
// (live-gifts.e2e.test.ts's steps); the customer joins the queue, the astrologer takes them from the
// studio's queue panel, the private call connects and is billed per minute while the visitor's video
// goes on (live-queue.e2e.test.ts's steps, testing/live-journey.ts); the customer goes back to the
// broadcast; and the end closes it for both. Everything under test is clicked and typed; the API only
// prepares what is not under test (the call price, the balance, the free consultation used up).

let janus: LocalJanus | undefined;

// Before the stack's hooks, so the stack can be told Janus's address; stopped after the stack (hooks unwind in reverse).
beforeAll(async () => {
  janus = await startLocalJanus();
}, 60_000);
afterAll(async () => {
  await janus?.stop();
});

const env = useBrowserStack('live_janus', { seedDemo: true, placeSearch: true, browserArgs: FAKE_MEDIA_ARGS, env: () => ({ ...janus!.env }) });
const SHOTS = 'test-output/live-janus';
const TITLE = 'Marriage questions answered';
const CUSTOMER_PHONE = '9000077722';
const BALANCE = 500_00;

/**
 * Test code, run in each page before the SPA's scripts: every RTCPeerConnection the page makes is
 * kept on window (unchanged), so the test can read its statistics and descriptions.
 */
function keepConnections(): void {
  const Native = window.RTCPeerConnection;
  const created: RTCPeerConnection[] = [];
  class Kept extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      created.push(this);
    }
  }
  Object.defineProperty(window, '__liveTestConnections', { value: created });
  window.RTCPeerConnection = Kept;
}

/** What Janus's offers and answers say of their media streams (a browser's stream names are random ids): the connection is with Janus. */
const JANUS_STREAMS = 'a=msid-semantic: WMS janus';

/** Video frames decoded so far on the page's open connections with Janus. */
const framesDecoded = (page: Page): Promise<number> =>
  page.evaluate(async (JANUS_STREAMS) => {
    const connections = (window as unknown as { __liveTestConnections: RTCPeerConnection[] }).__liveTestConnections;
    let frames = 0;
    for (const pc of connections) {
      if (pc.connectionState === 'closed' || !pc.remoteDescription?.sdp.includes(JANUS_STREAMS)) continue;
      (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  }, JANUS_STREAMS);

/** Waits until the page has decoded more than `above` video frames from Janus; answers the count then. */
async function framesRise(page: Page, above: number): Promise<number> {
  await expect.poll(() => framesDecoded(page), { timeout: 90_000, interval: 500 }).toBeGreaterThan(above);
  return framesDecoded(page);
}

/** From /live, the viewer opens the session's watch page and its video. */
async function watch(page: Page): Promise<void> {
  await page.getByRole('link', { name: `Watch ${TITLE}` }).click();
  await page.waitForURL(/\/live\/[0-9a-f-]{36}$/);
  await page.getByLabel(`Live video: ${TITLE}`).waitFor();
}

/** Whether the studio's connection to Janus is up and sending video (its offer answered by Janus). */
const studioPublishes = (page: Page): Promise<boolean> =>
  page.evaluate(async (JANUS_STREAMS) => {
    const connections = (window as unknown as { __liveTestConnections: RTCPeerConnection[] }).__liveTestConnections;
    for (const pc of connections) {
      if (pc.connectionState !== 'connected' || !pc.remoteDescription?.sdp.includes(JANUS_STREAMS)) continue;
      let sent = 0;
      (await pc.getStats()).forEach((report: { type: string; kind?: string; framesEncoded?: number }) => {
        if (report.type === 'outbound-rtp' && report.kind === 'video') sent += report.framesEncoded ?? 0;
      });
      if (sent > 0) return true;
    }
    return false;
  }, JANUS_STREAMS);

describe('live session through Janus', () => {
  it('publishes through Janus to a customer and a visitor, carries the chat, a gift paid once and a paid turn, and ends for both', async () => {
    const journey = callJourney(env);
    const [studioWindow, customerWindow, visitorWindow] = [await journey.openWindow({ initScript: keepConnections }), await journey.openWindow({ initScript: keepConnections }), await journey.openWindow({ initScript: keepConnections })];
    const [studio, customer, visitor] = [studioWindow.page, customerWindow.page, visitorWindow.page];

    // The astrologer is online with a call price; the customer, logged in through the popup, has a balance and
    // their free consultation used up, so the turn later is paid.
    const astrologer = await journey.astrologerOnline(studioWindow);
    const account = await journey.payingCustomer(customerWindow, CUSTOMER_PHONE, BALANCE, astrologer);

    // The astrologer goes live from the console's live desk; the studio publishes the camera into the Janus room.
    await goLive(studio, { title: TITLE, topic: 'Marriage' });
    await expect.poll(() => studioPublishes(studio), { timeout: 90_000, interval: 500 }).toBe(true);
    await shot(studio, `${SHOTS}/01-studio-publishing.png`);

    // The customer and a visitor find it on /live and watch: video decoded from Janus, rising.
    for (const page of [customer, visitor]) {
      await page.goto(env.at('/live'));
      await watch(page);
    }
    const [customerFrames, visitorFrames] = [await framesRise(customer, 0), await framesRise(visitor, 0)];
    expect(await framesRise(customer, customerFrames)).toBeGreaterThan(customerFrames);
    expect(await framesRise(visitor, visitorFrames)).toBeGreaterThan(visitorFrames);
    await studio.getByText('2 watching now').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/02-customer-watching.png`);
    await shot(visitor, `${SHOTS}/03-visitor-watching.png`);

    // The customer asks and the astrologer answers; both viewers see it all.
    await customer.getByLabel('Your message').fill('When will I get married?');
    await customer.getByRole('button', { name: 'Send' }).click();
    for (const page of [studio, customer, visitor]) await page.getByText('When will I get married?').waitFor();
    await studio.getByLabel('Your message').fill('Within two years, after Jupiter moves.');
    await studio.getByRole('button', { name: 'Send' }).click();
    for (const page of [customer, visitor]) await page.getByText('Within two years, after Jupiter moves.').waitFor();
    await shot(visitor, `${SHOTS}/04-visitor-sees-the-chat.png`);

    // The customer sends a Rose from the gift tray: on air with their name (a new account: "Viewer" and the phone's
    // last digits) in the studio and for the visitor, and the wallet pays it once.
    await sendRose(customer, studio, { senderName: 'Viewer 7722' });
    await visitor.getByRole('region', { name: 'Gifts' }).getByText('Viewer 7722 sent 🌹 Rose · ₹ 11').waitFor({ timeout: 30_000 });
    await shot(studio, `${SHOTS}/05-studio-thanks.png`);
    await rosePaidOnce(journey, account, BALANCE);

    // The customer joins the queue; the astrologer takes them from the studio's panel and opens the private call.
    await joinQueue(customer);
    const { callTab, callId } = await takeTurn(studioWindow, { queueShot: `${SHOTS}/06-studio-queue.png` });
    await joinTurn(journey, customer, callTab, callId);
    await audioFlowsBothWays(customer, callTab);
    // The broadcast goes on for the visitor meanwhile.
    const visitorDuringTurn = await framesDecoded(visitor);
    expect(await framesRise(visitor, visitorDuringTurn)).toBeGreaterThan(visitorDuringTurn);
    await shot(customer, `${SHOTS}/07-customer-in-the-turn.png`);
    await endTurn(studio, customer, callTab);
    await turnBilledExactly(journey, { customer: account, astrologer, callId, balanceBefore: BALANCE - ROSE_PRICE });

    // The customer goes back to the broadcast: video from Janus again.
    await customer.goBack();
    await customer.waitForURL(/\/live\/[0-9a-f-]{36}$/);
    await customer.getByLabel(`Live video: ${TITLE}`).waitFor();
    await framesRise(customer, 0);

    // The end reaches both viewers.
    await studio.getByRole('button', { name: 'End the live session' }).click();
    await studio.getByText('Your live session has ended.').first().waitFor();
    for (const page of [customer, visitor]) await page.getByText('This live session has ended.').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/08-customer-ended.png`);

    for (const window of [studioWindow, customerWindow, visitorWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
    // Three windows, two logins, live video through a media server and a call on a busy machine: minutes.
  }, 480_000);
});
