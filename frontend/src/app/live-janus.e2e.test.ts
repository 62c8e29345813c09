import { startLocalJanus, type LocalJanus } from '@nakshatra/command-service/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { CALL_ASTROLOGER, callJourney } from '../testing/call-journey';
import { logInAtConsole, logInThroughPopup, shot } from '../testing/ui-login';

// The live journey of live.e2e.test.ts through a real Janus (Debian's janus, started on 127.0.0.1
// by this file, scripts/ensure-test-tools.sh) instead of the embedded engine: the stack gets the
// JANUS_* variables, so going live opens a VideoRoom room, the studio publishes into it through the
// gateway's Janus route, and a customer and a visitor subscribe to the astrologer's feed. Each
// viewer's inbound video is read from getStats() (framesDecoded rising) on the connection whose
// offer came from Janus. The chat reaches both, and the end closes both. Everything
// under test is clicked and typed; nothing is prepared through the API.

let janus: LocalJanus | undefined;

// Before the stack's hooks, so the stack can be told Janus's address; stopped after the stack (hooks unwind in reverse).
beforeAll(async () => {
  janus = await startLocalJanus();
}, 60_000);
afterAll(async () => {
  await janus?.stop();
});

const env = useBrowserStack('live_janus', { seedDemo: true, browserArgs: FAKE_MEDIA_ARGS, env: () => ({ ...janus!.env }) });
const SHOTS = 'test-output/live-janus';
const TITLE = 'Marriage questions answered';
const CUSTOMER_PHONE = '9000077722';

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
  it('publishes through Janus to a customer and a visitor, carries the chat to both, and ends for both', async () => {
    const journey = callJourney(env);
    const windows = [await journey.openWindow({ initScript: keepConnections }), await journey.openWindow({ initScript: keepConnections }), await journey.openWindow({ initScript: keepConnections })];
    const [studioWindow, customerWindow, visitorWindow] = windows;
    const [studio, customer, visitor] = [studioWindow!.page, customerWindow!.page, visitorWindow!.page];

    // The astrologer goes live from the console's live desk; the studio publishes the camera into the Janus room.
    await logInAtConsole(studio, env.stack.url, CALL_ASTROLOGER.phone);
    const goLive = studio.getByRole('form', { name: 'Go live now' });
    await goLive.getByLabel('Title').fill(TITLE);
    await goLive.getByLabel('Topic').fill('Marriage');
    await goLive.getByRole('button', { name: 'Go live' }).click();
    await studio.waitForURL(/\/live-video-broadcasting\?session=[0-9a-f-]{36}$/);
    await studio.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await studio.getByText('On air', { exact: true }).waitFor();
    await expect.poll(() => studioPublishes(studio), { timeout: 90_000, interval: 500 }).toBe(true);
    await shot(studio, `${SHOTS}/01-studio-publishing.png`);

    // A customer (logged in through the popup) and a visitor find it on /live and watch: video decoded from Janus, rising.
    await customer.goto(env.at('/live'));
    await logInThroughPopup(customer, env.stack.url, CUSTOMER_PHONE);
    await visitor.goto(env.at('/live'));
    for (const page of [customer, visitor]) {
      await page.getByRole('link', { name: `Watch ${TITLE}` }).click();
      await page.waitForURL(/\/live\/[0-9a-f-]{36}$/);
      await page.getByLabel(`Live video: ${TITLE}`).waitFor();
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

    // The end reaches both viewers.
    await studio.getByRole('button', { name: 'End the live session' }).click();
    await studio.getByText('Your live session has ended.').first().waitFor();
    for (const page of [customer, visitor]) await page.getByText('This live session has ended.').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/05-customer-ended.png`);

    for (const window of windows) {
      expect(window!.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window!.context.close();
    }
    // Three windows, two logins and live video through a media server on a busy machine: minutes.
  }, 300_000);
});
