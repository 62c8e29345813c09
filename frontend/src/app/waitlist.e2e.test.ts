import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ASHA, fillBirthIntake } from '../testing/birth-intake';
import { useBrowserStack } from '../testing/browser-stack';
import { CALL_ASTROLOGER, callJourney } from '../testing/call-journey';
import { logInCustomer } from '../testing/stack-login';
import { logInThroughPopup, shot } from '../testing/ui-login';

// The waitlist of a busy astrologer (docs/waitlist.md), in two Chromium windows on the whole stack:
// the astrologer is online at the console and in a consultation with someone else; a customer logged
// in through the header's popup finds them busy on /chat-with-astrologer, joins the waitlist from the
// card and sees their place; the consultation ends, the customer is offered it (held 60 s, a stranger's
// request is refused meanwhile), starts the chat from the card, and the console hears the request.
// The other consultation and the stranger are prepared through the API: they are not under test.

const env = useBrowserStack('waitlist', { seedDemo: true, placeSearch: true });
const SHOTS = 'test-output/waitlist';
const intake = { name: 'Ravi', birth_date: '1988-02-02', birth_place: 'Agra' };

describe("a busy astrologer's waitlist", () => {
  it('lets a customer wait on the card, offers the consultation when it is free and gives it to them', async () => {
    await mkdir(SHOTS, { recursive: true });
    const journey = callJourney(env);
    const [consoleWindow, customerWindow] = [await journey.openWindow(), await journey.openWindow()];
    const customer = customerWindow.page;
    const astrologer = await journey.astrologerOnline(consoleWindow);

    // Someone else's consultation keeps the astrologer busy.
    const cookieOf = async (phone: string) => (await logInCustomer(env.stack.url, phone)).map(({ name, value }) => `${name}=${value}`).join('; ');
    const [busyWith, stranger] = [await cookieOf('9000066601'), await cookieOf('9000066602')];
    const consultation = await journey.api.as(busyWith).data('create_chat_session', { body: { astrologer_id: astrologer.id, intake } });
    await journey.api.as(astrologer.cookie).data('update_chat_session', { params: { id: consultation.id }, body: { action: 'accept' } });

    // The customer finds them busy and joins the waitlist from the card.
    await customer.goto(env.at('/chat-with-astrologer'));
    await logInThroughPopup(customer, env.stack.url, '9000066603');
    const join = customer.getByRole('button', { name: `Join ${CALL_ASTROLOGER.name}'s waitlist: you are offered the consultation when it is your turn` });
    await join.waitFor({ timeout: 30_000 });
    await join.click();
    await customer.getByText('You are number 1 on the waitlist · about 5 min').waitFor({ timeout: 30_000 });
    await shot(customer, `${SHOTS}/01-waiting.png`);

    // The consultation ends: the customer is offered it, and nobody else may take it meanwhile.
    await journey.api.as(astrologer.cookie).data('end_chat_session', { params: { id: consultation.id }, body: {} });
    const offer = customer.getByText(new RegExp(`^${CALL_ASTROLOGER.name} is free for you: start your consultation within \\d+ s\\.$`));
    await offer.waitFor({ timeout: 45_000 });
    const refused = await journey.api.as(stranger).answer('create_chat_session', { body: { astrologer_id: astrologer.id, intake } });
    expect(refused).toMatchObject({ error_status: 409, code: 'chat.astrologer_busy' });
    await shot(customer, `${SHOTS}/02-offered.png`);

    // The customer starts the chat from the card; the console hears the request.
    await customer.getByRole('button', { name: `Chat with ${CALL_ASTROLOGER.name}` }).first().click();
    const dialog = customer.getByRole('dialog', { name: `Chat with ${CALL_ASTROLOGER.name}` });
    await fillBirthIntake(dialog, ASHA);
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await customer.waitForURL(/\/chat-screen\/[0-9a-f-]{36}$/);
    await consoleWindow.page.getByRole('region', { name: 'New chat request: Asha Kulkarni' }).waitFor({ timeout: 30_000 });
    await shot(consoleWindow.page, `${SHOTS}/03-console-request.png`);

    for (const window of [consoleWindow, customerWindow]) {
      expect(window.errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
      await window.context.close();
    }
  }, 240_000);
});
