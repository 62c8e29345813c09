import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ASHA, fillBirthIntake } from './birth-intake';
import type { BrowserStack } from './browser-stack';
import { stackApi, untilListed } from './stack-api';
import { cookieHeader } from './stack-login';
import { logInAtConsole, logInThroughPopup } from './ui-login';

/**
 * The steps the call browser tests share (call.e2e.test.ts, call-relay.e2e.test.ts), on a stack
 * with the demo catalogue: the astrologer logs in at the console and goes online with a call price,
 * the customer logs in through the header's popup with a balance and their free first consultation
 * used up (so the call is paid), calls from /talk-to-astrologer with an intake, the console accepts,
 * and both sides' inbound audio rises. Logins and the call are done in the windows as a person does
 * them; the API only prepares what is not under test (price, balance, the free consultation).
 */

/** A demo astrologer of the seeded catalogue. */
export const CALL_ASTROLOGER = { name: 'Dr. Meenakshi Iyer', phone: '9000000102' } as const;
/** The call price the admin sets, in paise: ₹30 a minute. */
export const CALL_PRICE = 30_00;
/** The name the customer gives in the call's intake; the console's request is named after it. */
export const CALLER_NAME = ASHA.name;

/** A browser window (a context of its own, so no cookies shared) with its console errors and uncaught errors collected. */
export interface CallWindow {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

export interface Participant {
  readonly id: string;
  /** A Cookie header value of the window's session, for the API calls that prepare the call. */
  readonly cookie: string;
}

/** The Cookie header of a window's session. */
export const cookieHeaderOf = async (context: BrowserContext): Promise<string> => cookieHeader(await context.cookies());

/** The audio bytes this side has received so far (inbound-rtp, sampled by the call screen every 2 s). */
export const inboundAudioBytes = async (page: Page): Promise<number> => Number(await page.locator('.call-network').getAttribute('data-inbound-audio-bytes'));

/** Waits until the side's inbound audio grows past `above`; answers the bytes then. */
export async function audioRises(page: Page, above: number): Promise<number> {
  await expect.poll(() => inboundAudioBytes(page), { timeout: 60_000, interval: 500 }).toBeGreaterThan(above);
  return inboundAudioBytes(page);
}

/** Both sides hear the other: each side's inbound audio bytes rise, and rise again. */
export async function audioFlowsBothWays(customer: Page, astrologer: Page): Promise<void> {
  const customerFirst = await audioRises(customer, 0);
  const astrologerFirst = await audioRises(astrologer, 0);
  expect(await audioRises(customer, customerFirst)).toBeGreaterThan(customerFirst);
  expect(await audioRises(astrologer, astrologerFirst)).toBeGreaterThan(astrologerFirst);
}

/** The call journey's steps on one running browser stack; call it inside a test, once the stack has started. */
export function callJourney(env: BrowserStack) {
  const api = stackApi(env);
  const admin = api.as(env.stack.adminCookie());

  /** A fresh window; `initScript` runs in every page of it before the page's own scripts (context.addInitScript). */
  async function openWindow({ initScript }: { initScript?: () => void } = {}): Promise<CallWindow> {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  /** The astrologer logs in at the console and goes online; an admin has set their call price. */
  async function astrologerOnline({ page, context }: CallWindow): Promise<Participant> {
    await logInAtConsole(page, env.stack.url, CALL_ASTROLOGER.phone);
    const cookie = await cookieHeaderOf(context);
    const { id } = await api.as(cookie).data('get_my_astrologer');
    await admin.data('update_astrologer', { params: { id }, body: { call_price_per_min: CALL_PRICE } });
    const goOnline = page.getByRole('button', { name: 'Go online' });
    if (await goOnline.isVisible()) await goOnline.click();
    await page.getByRole('button', { name: 'Go offline' }).waitFor();
    return { id, cookie };
  }

  /**
   * The customer logs in through the header's popup on /talk-to-astrologer; an admin credits the
   * wallet and the free first consultation is used up with this astrologer through the API, so the call is paid.
   */
  async function payingCustomer({ page, context }: CallWindow, phone: string, balance: number, astrologer: Participant): Promise<Participant> {
    await page.goto(env.at('/talk-to-astrologer'));
    const id = await logInThroughPopup(page, env.stack.url, phone);
    const cookie = await cookieHeaderOf(context);
    await admin.data('update_wallet', { params: { id }, body: { amount: balance, reason: 'Call test balance' } });
    const free = await api.as(cookie).data('create_chat_session', { body: { astrologer_id: astrologer.id, intake: { name: 'Asha', birth_date: '1990-04-01', birth_place: 'Pune' } } });
    expect(free).toMatchObject({ free_minutes: 3 });
    await api.as(astrologer.cookie).data('update_chat_session', { params: { id: free.id }, body: { action: 'accept' } });
    await api.as(cookie).data('end_chat_session', { params: { id: free.id }, body: {} });
    return { id, cookie };
  }

  /**
   * The customer calls from /talk-to-astrologer with an intake, once the lists show the astrologer
   * free again with the call price; ends on the call screen waiting for the astrologer. Answers the session id.
   */
  async function placeCall(page: Page, astrologerId: string): Promise<string> {
    await untilListed(api, astrologerId, { status: 'online', call_price_per_min: CALL_PRICE });
    await page.goto(env.at('/talk-to-astrologer'));
    await page.getByRole('button', { name: `Call ${CALL_ASTROLOGER.name}, ₹ ${CALL_PRICE / 100} a minute` }).first().click();
    const intake = page.getByRole('dialog', { name: `Call ${CALL_ASTROLOGER.name}` });
    await fillBirthIntake(intake, ASHA);
    await intake.getByRole('button', { name: 'Start call' }).click();
    await page.waitForURL(/\/call-screen\/[0-9a-f-]{36}$/);
    await page.getByText('Waiting for the astrologer').waitFor();
    return page.url().split('/').pop()!;
  }

  /** The console shows the call request; accepting opens the call screen with the desk beside it. `screenshot`: a path for the console with the request. */
  async function acceptCall(page: Page, sessionId: string, { screenshot }: { screenshot?: string } = {}): Promise<void> {
    const request = page.getByRole('region', { name: `New call request: ${CALLER_NAME}` });
    await request.waitFor({ timeout: 10_000 });
    await request.getByText('Call request', { exact: true }).waitFor();
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    await request.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(new RegExp(`/call-screen/${sessionId}$`));
    await page.getByText("Customer's kundli").waitFor();
  }

  /** Both sides report their media: each call screen says it is connected. */
  async function untilConnected(...pages: Page[]): Promise<void> {
    for (const page of pages) await page.locator('.call-active[data-connected="true"]').waitFor({ timeout: 30_000 });
  }

  /** The customer hangs up: both screens say the call ended. */
  async function hangUp(customer: Page, astrologer: Page): Promise<void> {
    await customer.getByRole('button', { name: 'Hang up' }).click();
    await customer.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 10_000 });
    await astrologer.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 10_000 });
  }

  return { api, openWindow, astrologerOnline, payingCustomer, placeCall, acceptCall, untilConnected, hangUp };
}
