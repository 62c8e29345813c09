import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ASHA, fillBirthIntake } from './birth-intake';
import { CALL_ASTROLOGER, CALL_PRICE, CALLER_NAME, type CallWindow, type callJourney, type Participant } from './call-journey';
import { shot } from './ui-login';

/**
 * The steps the live-session browser tests share (live-gifts, live-queue and live-janus
 * .e2e.test.ts), on a stack with the demo catalogue: going live from the console's live desk, a
 * gift from the watch page's tray shown on air and paid once, and a queued viewer's paid turn taken
 * from the studio's queue panel, connected and billed. Each step is clicked and typed as a person
 * does it; the money is read back through the API afterwards.
 */

type CallJourney = ReturnType<typeof callJourney>;

/** The demo catalogue's Rose (command-service/src/seed/demo-catalogue.ts), in paise. */
export const ROSE_PRICE = 11_00;

/** The astrologer, logged in at the console, goes live from the live desk and lands in the studio, on air. */
export async function goLive(studio: Page, { title, topic }: { title: string; topic: string }): Promise<void> {
  const form = studio.getByRole('form', { name: 'Go live now' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Topic').fill(topic);
  await form.getByRole('button', { name: 'Go live' }).click();
  await studio.waitForURL(/\/live-video-broadcasting\?session=[0-9a-f-]{36}$/);
  await studio.getByRole('heading', { level: 2, name: title }).waitFor();
  await studio.getByText('On air', { exact: true }).waitFor();
}

/** The studio's list of gifts received on air. */
export const studioGifts = (studio: Page): Locator => studio.getByRole('region', { name: 'Gifts' });

/**
 * The customer, watching, picks the Rose in the gift tray, confirms and sends it; the studio and
 * the watch page show it on air with the sender's name. `confirmShot`: a path for the confirm step.
 */
export async function sendRose(customer: Page, studio: Page, { senderName, confirmShot }: { senderName: string; confirmShot?: string }): Promise<void> {
  const tray = customer.getByRole('region', { name: 'Send a gift' });
  await tray.getByRole('button', { name: '🌹 Rose, ₹ 11' }).click();
  await tray.getByText('Send 🌹 Rose for ₹ 11 from your wallet?').waitFor();
  if (confirmShot) await shot(customer, confirmShot);
  await tray.getByRole('button', { name: 'Send', exact: true }).click();
  await tray.getByText('🌹 Rose sent. Thank you!').waitFor({ timeout: 30_000 });
  const onAir = `${senderName} sent 🌹 Rose · ₹ 11`;
  await studioGifts(studio).getByText(onAir).waitFor({ timeout: 30_000 });
  await customer.getByRole('region', { name: 'Gifts' }).getByText(onAir).waitFor({ timeout: 30_000 });
}

/** The wallet went down by the Rose's price from `balanceBefore`, and its history has that one gift as its only debit. */
export async function rosePaidOnce(journey: CallJourney, customer: Participant, balanceBefore: number): Promise<void> {
  const mine = journey.api.as(customer.cookie);
  // The tray says "sent" once the gift is taken; the wallet's read model has its debit a moment later.
  await expect.poll(async () => (await mine.data('get_single_wallet', { params: { id: customer.id } })).balance).toBe(balanceBefore - ROSE_PRICE);
  const debits = await mine.data('get_single_transaction2', { params: { id: customer.id }, query: { type: 'debit' } });
  expect(debits).toEqual([expect.objectContaining({ amount: -ROSE_PRICE, source_kind: 'gift', reason: `Live gift 🌹 Rose to ${CALL_ASTROLOGER.name}` })]);
}

/** The studio's panel of viewers queued for a paid turn. */
export const queuePanel = (studio: Page): Locator => studio.getByRole('region', { name: 'Queue for paid turns' });

/** The watch page's card for joining the queue. */
export const queueCard = (customer: Page): Locator => customer.getByRole('region', { name: 'Ask on a call' });

/** The customer, watching, joins the queue with the call's intake; they are next. */
export async function joinQueue(customer: Page): Promise<void> {
  const card = queueCard(customer);
  await card.getByText(`a call with the astrologer at ₹ ${CALL_PRICE / 100}/min`, { exact: false }).waitFor({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Join the queue' }).click();
  const intake = customer.getByRole('dialog', { name: `Queue for a turn with ${CALL_ASTROLOGER.name}` });
  await fillBirthIntake(intake, ASHA);
  await intake.getByRole('button', { name: 'Join the queue' }).click();
  await card.getByText('You are next in the queue.').waitFor({ timeout: 30_000 });
}

/**
 * The studio's panel lists the queued customer; the astrologer takes them and opens the private call
 * in a new tab while the broadcast goes on. Answers the call's tab (its console errors collected
 * with the studio's) and the call's id. `queueShot`: a path for the studio with the customer queued.
 */
export async function takeTurn(studioWindow: CallWindow, { queueShot }: { queueShot?: string } = {}): Promise<{ callTab: Page; callId: string }> {
  const { page: studio, context, errors } = studioWindow;
  const panel = queuePanel(studio);
  await panel.getByText(CALLER_NAME).waitFor({ timeout: 30_000 });
  if (queueShot) await shot(studio, queueShot);
  await panel.getByRole('button', { name: 'Take the next one' }).click();
  await panel.getByText(`On a private call with ${CALLER_NAME}.`, { exact: false }).waitFor({ timeout: 30_000 });
  const [callTab] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: 'Open the call' }).click()]);
  callTab.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await callTab.waitForURL(/\/call-screen\/[0-9a-f-]{36}$/);
  expect(await studio.getByText('On air', { exact: true }).isVisible()).toBe(true);
  return { callTab, callId: callTab.url().split('/').pop()! };
}

/** The watch page tells the customer it is their turn and leads to the call; the call connects and bills minute 1 at the call price. */
export async function joinTurn(journey: CallJourney, customer: Page, callTab: Page, callId: string): Promise<void> {
  const card = queueCard(customer);
  await card.getByText('It is your turn: the astrologer is calling you.').waitFor({ timeout: 30_000 });
  await card.getByRole('link', { name: 'Join your call' }).click();
  await customer.waitForURL(new RegExp(`/call-screen/${callId}$`));
  await journey.untilConnected(customer, callTab);
  await customer.locator('.call-active__stats').getByText(`₹ ${CALL_PRICE / 100}`).waitFor({ timeout: 10_000 });
}

/** The astrologer ends the turn from the studio: both call screens end, and the panel is free for the next. */
export async function endTurn(studio: Page, customer: Page, callTab: Page): Promise<void> {
  const panel = queuePanel(studio);
  await panel.getByRole('button', { name: 'End the turn' }).click();
  for (const page of [customer, callTab]) await page.getByRole('heading', { name: 'Call ended' }).waitFor({ timeout: 30_000 });
  await panel.getByText('Nobody is waiting.').waitFor({ timeout: 30_000 });
  await expect.poll(async () => await panel.getByRole('link', { name: 'Open the call' }).count()).toBe(0);
}

/**
 * Exact money for the turn: one debit at the call price per minute billed, all for this call, the
 * astrologer's earning of the same minutes, and the balance down from `balanceBefore` by those minutes to the paisa.
 */
export async function turnBilledExactly(journey: CallJourney, { customer, astrologer, callId, balanceBefore }: { customer: Participant; astrologer: Participant; callId: string; balanceBefore: number }): Promise<void> {
  const mine = journey.api.as(customer.cookie);
  const debits = (await mine.data('get_single_transaction2', { params: { id: customer.id }, query: { type: 'debit', limit: 100 } })).filter((debit) => debit.source_id === callId);
  expect(debits.length).toBeGreaterThanOrEqual(1);
  expect(debits.map((debit) => debit.amount)).toEqual(debits.map(() => -CALL_PRICE));
  const earnings = await journey.api.as(astrologer.cookie).data('get_my_earnings');
  expect(earnings.totals).toMatchObject({ all_time: { paid_minutes: debits.length, gross: debits.length * CALL_PRICE } });
  expect((await mine.data('get_single_wallet', { params: { id: customer.id } })).balance).toBe(balanceBefore - debits.length * CALL_PRICE);
}
