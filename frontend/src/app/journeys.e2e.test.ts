import { rupees } from '@nakshatra/contracts/client';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASHA, fillBirthIntake, type BirthIntake } from '../testing/birth-intake';
import { useBrowserStack } from '../testing/browser-stack';
import { stackApi } from '../testing/stack-api';
import { cookieHeader, logInAstrologer, logInCustomer } from '../testing/stack-login';
import { logInAtConsole, logInThroughPopup, scrollsSideways, shot } from '../testing/ui-login';

// The customer's and the astrologer's journeys, clicked and typed as people do them, on the whole
// product (demo catalogue included) in Debian's Chromium, on a desktop and on a 375 px phone:
//
// customer: home → the header's Login popup → the wallet from the account menu → a pack, a coupon,
//   Proceed, the test checkout's Succeed → the new balance in the header → the chat list, filtered
//   to who is online → the intake → chat → End → a review → the order history with the
//   consultation and the recharge's invoice, and the invoice itself;
// astrologer: /astrologer's own login → Go online → the request arrives with the intake → Accept →
//   read and reply → the customer ends it → the console's earnings and the customer's review.
//
// Only what is not under test is prepared through the API: a new customer's free first chat (3
// free minutes that earn nothing) is used up with another demo astrologer, so the journey's chat
// is paid and its astrologer starts untouched. Each step leaves a screenshot in
// test-output/journeys/<width>/ (gitignored) to look through after a run.

const env = useBrowserStack('journeys', { seedDemo: true, placeSearch: true });

interface Journey {
  /** A number no one has used: the customer registers with it before the journey. */
  readonly customerPhone: string;
  readonly intake: BirthIntake;
  /** How the review signs the intake's name: first name and the last name's initial (docs/reviews.md). */
  readonly reviewer: string;
  /** The demo astrologer of the journey (command-service/src/seed/demo-astrologers.ts), untouched before it. */
  readonly astrologer: { readonly name: string; readonly phone: string; readonly pricePerMinute: number };
  /** Another demo astrologer, who gives the customer the free first chat before the journey. */
  readonly freeChatAstrologerPhone: string;
}

const JOURNEYS: Record<number, Journey> = {
  1280: {
    customerPhone: '9100001280',
    intake: ASHA,
    reviewer: 'Asha K.',
    astrologer: { name: 'Pandit Harish Joshi', phone: '9000000104', pricePerMinute: 20_00 },
    freeChatAstrologerPhone: '9000000103',
  },
  375: {
    customerPhone: '9100000375',
    intake: { name: 'Ravi Menon', birthDate: '1985-11-23', birthTime: '21:15', birthPlace: 'Cochin, Kerala' },
    reviewer: 'Ravi M.',
    astrologer: { name: 'Lakshmi Priya Reddy', phone: '9000000106', pricePerMinute: 12_00 },
    freeChatAstrologerPhone: '9000000107',
  },
};

/** The demo catalogue's ₹200 pack (its own ₹30 bonus), its first-recharge offer and its festive coupon. */
const PACK = { amount: 200_00, bonus: 30_00 };
const FIRST_RECHARGE = { title: 'First recharge bonus', percent: 50 };
const COUPON = { code: 'DIWALI20', title: 'Festive bonus', percent: 20 };
const GST_PERCENT = 18;
/** PLATFORM_COMMISSION_BP's default: the platform keeps 30% of each paid minute (docs/chat.md). */
const COMMISSION_PERCENT = 30;

/** What the customer pays for the pack, and what the wallet gets: the amount, the pack's bonus and each offer's percent of the amount. */
const PACK_TOTAL = PACK.amount + (PACK.amount * GST_PERCENT) / 100;
const PACK_CREDIT = PACK.amount + PACK.bonus + [FIRST_RECHARGE, COUPON].reduce((sum, offer) => sum + Math.floor((PACK.amount * offer.percent) / 100), 0);

/** The header takes one row on a phone: 44 px controls in 6 px of padding and a 1 px border (layout.css) make 57 px; a second row would add at least 40. */
const ONE_ROW_HEADER_MAX = 64;

describe.each([1280, 375])('at %i px', (width) => {
  it('a customer recharges, chats, ends, reviews and finds it all in the order history, while the astrologer takes the chat and sees the earnings and the review in the console', async () => {
    const journey = JOURNEYS[width]!;
    await useUpFreeChat(journey.customerPhone, journey.freeChatAstrologerPhone);
    const customer = await openWindow(width);
    const astrologer = await openWindow(width);
    await countTones(astrologer.context);
    const run: Run = { journey, phone: width < 576, customer: customer.page, astrologer: astrologer.page, step: screenshots(width) };
    try {
      await customerArrivesAndLogsIn(run);
      await astrologerGoesOnline(run);
      const invoiceNumber = await customerRecharges(run);
      await customerAsksForAChat(run);
      await astrologerAccepts(run);
      await theyTalk(run);
      const chat = await customerEndsAndReviews(run);
      await customerFindsItInOrderHistory(run, { ...chat, invoiceNumber });
      await astrologerSeesEarningsAndReview(run, chat);
      expect(customer.problems).toEqual([]);
      expect(astrologer.problems).toEqual([]);
    } finally {
      await customer.context.close();
      await astrologer.context.close();
    }
  }, 300_000);
});

/** What each part of a journey works with: its people, the two browsers, and whether it is the phone's. */
interface Run {
  readonly journey: Journey;
  readonly phone: boolean;
  readonly customer: Page;
  readonly astrologer: Page;
  /** A numbered screenshot of a step. */
  readonly step: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
}

/** The paid chat as the customer's summary told it, and the review left on it. */
interface Chat {
  readonly minutes: number;
  /** Paise: the minutes at the astrologer's price. */
  readonly billed: number;
  readonly comment: string;
}

/** On a phone, each page a person sees fits its width: nothing to scroll sideways to. */
async function fits(run: Run, page: Page): Promise<void> {
  if (run.phone) expect(await scrollsSideways(page), `${page.url()} scrolls sideways`).toBe(false);
}

/** Home, a validation toast of the Login popup beside the dialog's title, then the login itself. */
async function customerArrivesAndLogsIn(run: Run): Promise<void> {
  const { customer: page } = run;
  await page.goto(env.at('/'));
  await page.getByRole('button', { name: 'Login' }).waitFor();
  if (run.phone) expect(await heightOf(page.locator('.site-header')), 'the header on a phone').toBeLessThanOrEqual(ONE_ROW_HEADER_MAX);
  await fits(run, page);
  await run.step(page, 'customer-home');

  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'GET OTP' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Please enter your mobile number' });
  await toast.waitFor();
  await expectApart(toast, dialog.getByRole('heading', { name: 'Login' }));
  await run.step(page, 'customer-login-toast', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await logInThroughPopup(page, env.stack.url, run.journey.customerPhone);
  await run.step(page, 'customer-logged-in');
}

/** The console's own login, and Go online. */
async function astrologerGoesOnline(run: Run): Promise<void> {
  const { astrologer: page } = run;
  await logInAtConsole(page, env.stack.url, run.journey.astrologer.phone);
  await page.getByRole('button', { name: 'Go online' }).click();
  await page.getByRole('button', { name: 'Go offline' }).waitFor();
  await fits(run, page);
  await run.step(page, 'astrologer-online');
}

/**
 * The wallet from the account menu, the ₹200 pack with the festive coupon (both offers apply, and
 * the bill says so inside its card), the test checkout's Succeed, the outcome, and the header's new
 * balance. Returns the invoice's number.
 */
async function customerRecharges(run: Run): Promise<string> {
  const { customer: page } = run;
  // Nothing in the wallet yet: the free chat cost nothing.
  await expectHeaderBalance(page, 0);
  await page.locator('.user-menu__dropdown').getByRole('link', { name: 'Wallet' }).click();
  await page.waitForURL(env.at('/recharge'));
  await page.locator('.balance-card__amount').getByText(rupees(0), { exact: true }).waitFor();
  await fits(run, page);
  await run.step(page, 'customer-wallet');

  // The pack's card is what a finger taps: its radio button is drawn as the card.
  const pack = page.getByRole('radio', { name: new RegExp(`^${escape(rupees(PACK.amount))} `) });
  await page.locator('label.pack', { has: pack }).click();
  expect(await pack.isChecked()).toBe(true);
  await page.getByLabel('Coupon code').fill(COUPON.code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(`Coupon ${COUPON.code} applied.`).waitFor();
  const offersApplied = page.locator('.checkout-table__offers');
  for (const offer of [FIRST_RECHARGE, COUPON]) await offersApplied.getByText(`${offer.title} (${offer.percent}% extra)`).waitFor();
  await expectInside(offersApplied, page.locator('.checkout-panel'));
  await expect(page.locator('.checkout-table').textContent()).resolves.toContain(`Your wallet gets${rupees(PACK_CREDIT)}`);
  await fits(run, page);
  await run.step(page, 'customer-recharge-summary');

  await page.getByRole('button', { name: `Proceed to pay ${rupees(PACK_TOTAL)}` }).click();
  await page.waitForURL(/\/payments\/test-checkout\//);
  await page.getByText('TEST MODE').waitFor();
  await expectAtTop(page);
  await page.locator('.test-checkout__bill').getByText(rupees(PACK_TOTAL), { exact: true }).waitFor();
  await fits(run, page);
  await run.step(page, 'customer-test-checkout');
  await page.getByRole('button', { name: 'Succeed' }).click();

  await page.waitForURL(/\/recharge\?payment=/);
  await page.getByText('Payment successful').waitFor();
  await expectAtTop(page);
  await page.getByText(`Your balance is now ${rupees(PACK_CREDIT)}.`).waitFor();
  const invoiceLink = await page.getByRole('link', { name: /^View invoice NK\/\d{2}-\d{2}\/\d{6}$/ }).textContent();
  await fits(run, page);
  await run.step(page, 'customer-recharged');
  await expectHeaderBalance(page, PACK_CREDIT);
  await run.step(page, 'customer-header-balance');
  return invoiceLink!.replace('View invoice ', '');
}

/**
 * The chat list from the header's Chat button (on a phone its filters folded, the first astrologer
 * in sight), filtered to who is online — through the Filters sheet on a phone, the select itself on
 * a desktop — then the astrologer's Chat button, the intake, and the wait.
 */
async function customerAsksForAChat(run: Run): Promise<void> {
  const { customer: page, journey } = run;
  await page.getByRole('banner').getByRole('link', { name: 'Chat with Astrologer' }).click();
  await page.waitForURL(env.at('/chat-with-astrologer'));
  const firstCard = page.locator('.astrologer-card').first();
  await firstCard.waitFor();
  await expectAtTop(page);
  if (run.phone) {
    expect(await page.getByLabel('Availability').isVisible(), 'the folded filter panel').toBe(false);
    expect(await isInFirstScreen(firstCard), 'the first astrologer without scrolling').toBe(true);
  }
  await fits(run, page);
  await run.step(page, 'customer-astrologer-list');

  const filters = page.getByRole('region', { name: 'Filter astrologers' });
  if (run.phone) await filters.getByRole('button', { name: 'Filters' }).click();
  await filters.getByLabel('Availability').selectOption({ label: 'Online' });
  if (run.phone) {
    await filters.getByRole('button', { name: 'Done' }).click();
    await filters.getByRole('button', { name: /Online/ }).waitFor();
  }
  await page.waitForURL(/status=online/);
  // The whole list stays on screen until the filtered one has loaded, and it shows this astrologer too.
  await expect.poll(() => page.locator('.astrologer-card .astrologer-status').allTextContents(), { message: 'only online astrologers listed' }).toSatisfy(onlyOnline);
  const chatButton = page.getByRole('button', { name: `Chat with ${journey.astrologer.name}` });
  await chatButton.waitFor();
  await fits(run, page);
  await run.step(page, 'customer-online-astrologers');

  await chatButton.click();
  const intake = page.getByRole('dialog', { name: `Chat with ${journey.astrologer.name}` });
  await fillBirthIntake(intake, journey.intake);
  await fits(run, page);
  await run.step(page, 'customer-intake', { fullPage: false });
  await intake.getByRole('button', { name: 'Start chat' }).click();
  await page.waitForURL(/\/chat-screen\/[0-9a-f-]{36}$/);
  await page.getByText('Waiting for the astrologer').waitFor();
  await expectAtTop(page);
  await fits(run, page);
  await run.step(page, 'customer-waiting');
}

/** The console rings and shows the request with the intake; Accept opens the chat. */
async function astrologerAccepts(run: Run): Promise<void> {
  const { astrologer: page, journey } = run;
  const request = page.getByRole('region', { name: `New chat request: ${journey.intake.name}` });
  await request.waitFor();
  await request.getByText(journey.intake.birthPlace).waitFor();
  await page.waitForFunction(() => (window as unknown as TonesPlayed).tonesPlayed > 0);
  await fits(run, page);
  await run.step(page, 'astrologer-request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(/\/chat-screen\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await expectAtTop(page);
  // The desk: the customer's kundli, cast from the place chosen in the intake; folded on a phone.
  const desk = page.locator('.consultation-desk__panel');
  if (!(await desk.evaluate((element) => (element as HTMLDetailsElement).open))) await desk.getByText("Customer's kundli").click();
  const kundli = page.getByRole('region', { name: `${journey.intake.name}'s kundli` });
  await kundli.getByText('Lagna', { exact: true }).waitFor();
  await kundli.getByRole('heading', { name: 'Running dasha' }).waitFor();
  await fits(run, page);
  await run.step(page, 'astrologer-desk');
}

/** The customer asks, the astrologer reads it and answers, the customer reads the answer. */
async function theyTalk(run: Run): Promise<void> {
  const { customer, astrologer, journey } = run;
  const question = 'Namaste! Will my new business do well this year?';
  const answer = `Namaste ${journey.intake.name.split(' ')[0]}. Jupiter favours steady growth after the monsoon.`;
  await send(customer, question);
  await astrologer.getByText(question, { exact: true }).waitFor();
  await send(astrologer, answer);
  await customer.getByText(answer, { exact: true }).waitFor();
  await fits(run, customer);
  await fits(run, astrologer);
  await run.step(customer, 'customer-chat');
  await run.step(astrologer, 'astrologer-chat');
}

/** End chat and its confirmation: both sides see the end, the customer what it cost; then stars and a comment. */
async function customerEndsAndReviews(run: Run): Promise<Chat> {
  const { customer: page, astrologer, journey } = run;
  await page.getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('dialog', { name: 'End this chat?' }).getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('heading', { name: 'Chat ended' }).waitFor();
  // Each started minute is billed (docs/chat.md): how many started depends on how fast the machine is.
  const minutes = await billedMinutes(page);
  const billed = minutes * journey.astrologer.pricePerMinute;
  await page.locator('.chat-summary').getByText(rupees(billed), { exact: true }).waitFor();
  await astrologer.getByRole('heading', { name: 'Chat ended' }).waitFor();
  await astrologer.getByText('The customer ended the chat.').waitFor();
  await run.step(astrologer, 'astrologer-chat-ended');

  const comment = `Clear and kind advice from ${journey.astrologer.name}, thank you.`;
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your review (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await page.getByText('Thank you! Your review has been recorded.').waitFor();
  await fits(run, page);
  await run.step(page, 'customer-reviewed');
  return { minutes, billed, comment };
}

/**
 * Back to the site from the summary: the header's balance less the chat; the order history from the
 * account menu with the consultation (astrologer, duration, amount) and the recharge with its
 * invoice, which opens.
 */
async function customerFindsItInOrderHistory(run: Run, { minutes, billed, invoiceNumber }: Chat & { readonly invoiceNumber: string }): Promise<void> {
  const { customer: page, journey } = run;
  await page.getByRole('link', { name: 'Chat with an astrologer' }).click();
  await page.waitForURL(env.at('/chat-with-astrologer'));
  await page.locator('.astrologer-card').first().waitFor();
  await expectAtTop(page);
  await expectHeaderBalance(page, PACK_CREDIT - billed);
  await page.locator('.user-menu__dropdown').getByRole('link', { name: 'Order history' }).click();
  await page.waitForURL(env.at('/order-history'));

  const consultation = page.getByRole('region', { name: 'Your consultations' }).getByRole('row').filter({ hasText: journey.astrologer.name });
  await consultation.waitFor();
  await expectAtTop(page);
  // n billed minutes: the chat lasted n − 1 whole minutes and some seconds.
  await expect(consultation.textContent()).resolves.toMatch(new RegExp(`${minutes - 1} min \\d\\d s.*${escape(rupees(billed))}`));
  const invoice = page.getByRole('row').filter({ hasText: 'Wallet recharge' }).getByRole('link', { name: invoiceNumber });
  await invoice.waitFor();
  await fits(run, page);
  await run.step(page, 'customer-order-history');

  await invoice.click();
  await page.waitForURL(/\/invoice\//);
  // The address changes at the click, while the order history (which shows the number too) stays
  // until the invoice's chunk has arrived: wait for the invoice itself.
  await page.getByRole('article', { name: 'Tax invoice' }).getByText(invoiceNumber, { exact: true }).waitFor();
  await expectAtTop(page);
  await fits(run, page);
  await run.step(page, 'customer-invoice');
}

/** Back at the console: today's earnings are the billed minutes less the commission, the review is there; then Go offline. */
async function astrologerSeesEarningsAndReview(run: Run, { minutes, billed, comment }: Chat): Promise<void> {
  const { astrologer: page, journey } = run;
  await page.getByRole('link', { name: 'Back to the astrologer console' }).click();
  await page.waitForURL(env.at('/astrologer'));
  const earnings = page.getByRole('region', { name: 'Earnings' });
  await earnings.waitFor();
  await expectAtTop(page);
  const today = earnings.getByRole('definition').first();
  // The commission is rounded down to the paisa (docs/chat.md); the astrologer earns the rest.
  await today.getByText(rupees(billed - Math.floor((billed * COMMISSION_PERCENT) / 100)), { exact: true }).waitFor();
  await today.getByText(minutes === 1 ? '1 paid minute' : `${minutes} paid minutes`).waitFor();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByText(comment).waitFor();
  await reviews.getByText(journey.reviewer).waitFor();
  await fits(run, page);
  await run.step(page, 'astrologer-earnings-and-review');
  await page.getByRole('button', { name: 'Go offline' }).click();
  await page.getByRole('button', { name: 'Go online' }).waitFor();
}

interface BrowserWindow {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The page's uncaught errors and console errors, which should stay none. */
  readonly problems: string[];
}

/** A fresh browser window of the width (a phone's height at 375 px), collecting its errors. */
async function openWindow(width: number): Promise<BrowserWindow> {
  const context = await env.browser.newContext({ viewport: { width, height: width < 576 ? 812 : 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message} (${page.url()})`));
  return { context, page, problems };
}

interface TonesPlayed {
  tonesPlayed: number;
}

/** Counts the tones the context's pages play with Web Audio (how the console rings), as `window.tonesPlayed`. */
async function countTones(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as TonesPlayed;
    counted.tonesPlayed = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      counted.tonesPlayed += 1;
      start.apply(this, args);
    };
  });
}

/** Numbered screenshots of the steps, both roles in one sequence, under test-output/journeys/<width>/. */
function screenshots(width: number): (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void> {
  let count = 0;
  return (page, name, options) => shot(page, `test-output/journeys/${width}/${String((count += 1)).padStart(2, '0')}-${name}.png`, options);
}

const onlyOnline = (statuses: readonly string[]): boolean => statuses.length > 0 && statuses.every((status) => status.trim() === 'Online');

/** A link or button opened another page: it shows from its top, as a new page does. */
async function expectAtTop(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY), `${page.url()} opened scrolled down`).toBe(0);
}

/** Opens the account menu (a tap works for both a mouse and a finger) and waits for the balance it shows. */
async function expectHeaderBalance(page: Page, paise: number): Promise<void> {
  await page.getByRole('button', { name: 'My account' }).click();
  await page.locator('.user-menu__balance').getByText(rupees(paise), { exact: true }).waitFor();
}

/** Types a chat message and sends it with the Send button. */
async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  // The socket's copy can show before the send's answer clears the box: look in the list, then wait for the box.
  await page.getByRole('region', { name: 'Messages' }).getByText(text, { exact: true }).waitFor();
  await expect.poll(() => box.inputValue()).toBe('');
}

/** The minutes the chat summary says were billed ("1 minute", "2 minutes"). */
async function billedMinutes(page: Page): Promise<number> {
  const text = await page.locator('.chat-summary').getByText(/^\d+ minutes?$/).textContent();
  return Number.parseInt(text ?? '', 10);
}

const heightOf = async (locator: Locator): Promise<number> => (await locator.boundingBox())?.height ?? Number.NaN;

/** Whether the element's top shows in the window as the page opens, without scrolling. */
async function isInFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = locator.page().viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y < height;
}

/** Two elements that must not cover each other. */
async function expectApart(one: Locator, other: Locator): Promise<void> {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  expect(a && b, 'both on screen').toBeTruthy();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(false);
}

/** An element that stays within its container's box (text that overflows a card would not). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, 'both on screen').toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width);
  const overflowing = await inner.evaluate((element) => [element, ...element.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1));
  expect(overflowing, 'text wider than its box').toBe(false);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const api = stackApi(env);

/**
 * Registers the customer and spends the free first chat with another astrologer, through the API,
 * as chat.e2e.test.ts does: that astrologer goes online, accepts, the customer ends, and it goes
 * offline again. The journey's chat is then the customer's first paid one.
 */
async function useUpFreeChat(customerPhone: string, astrologerPhone: string): Promise<void> {
  const customer = api.as(cookieHeader(await logInCustomer(env.stack.url, customerPhone)));
  const astrologer = api.as(cookieHeader(await logInAstrologer(env.stack.url, astrologerPhone)));
  await astrologer.data('update_astrologer_status', { body: { status: 'online' } });
  const { id: astrologerId } = await astrologer.data('get_my_astrologer');
  const free = await customer.data('create_chat_session', {
    body: { astrologer_id: astrologerId, intake: { name: 'Free Chat', birth_date: '1990-01-01', birth_place: 'Delhi' } },
  });
  expect(free.free_minutes).toBe(3);
  await astrologer.data('update_chat_session', { params: { id: free.id }, body: { action: 'accept' } });
  await customer.data('end_chat_session', { params: { id: free.id }, body: {} });
  await astrologer.data('update_astrologer_status', { body: { status: 'offline' } });
}
