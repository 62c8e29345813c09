import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { imageShown } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';
import { grantAdmin } from '../testing/grant-role';
import { logInAtAdmin, logInAtConsole, logInThroughPopup, shot } from '../testing/ui-login';

// Becoming an astrologer, on the whole stack in Chromium (docs/astrologers.md, docs/uploads.md): a
// person logs in through the header's popup, fills the registration form with a photo and an ID
// document chosen from disk, and sends it; an admin, signed in at /admin/login, finds the
// application, opens the ID document (a private image: another logged-in person gets nothing at
// its address) and approves it; the new astrologer logs in at the console and goes online. Every
// step is clicked and typed; screenshots go to test-output/journeys/astrologer-application/.

const env = useBrowserStack('astrologer_application');

const PHOTO = fileURLToPath(new URL('../../../command-service/seed-images/portrait-vinod-sharma.webp', import.meta.url));
const ID_DOCUMENT = fileURLToPath(new URL('../../../command-service/seed-images/diya-night.png', import.meta.url));
const BIO = 'Fifteen years of Vedic astrology and tarot, consulting on career, marriage and health.';

let lastNumber = 9_100_000_000 + Math.floor(Math.random() * 900_000) * 1_000;
const newNumber = () => String((lastNumber += 1));

const step = (page: Page, name: string) => shot(page, `test-output/journeys/astrologer-application/${name}.png`);


/** The registration form filled in as a person does, the photo and the ID document chosen from disk. */
async function fillApplication(page: Page): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Full name').fill('Meera Joshi');
  await form.getByLabel('E-mail').fill('meera@example.com');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Date of birth').fill('1985-04-21');
  await form.getByRole('group', { name: 'Languages you consult in' }).getByRole('checkbox', { name: 'Hindi' }).check();
  await form.getByRole('group', { name: 'Skills' }).getByRole('checkbox', { name: 'Tarot' }).check();
  await form.getByLabel('Years of experience').fill('15');
  await form.getByLabel('Chat price per minute (₹)').fill('25');
  await form.getByLabel('About you and your practice').fill(BIO);
  await form.getByLabel('Your photo').setInputFiles(PHOTO);
  await imageShown(form.getByRole('img', { name: 'Your uploaded photo' }));
  await form.getByLabel('ID document').setInputFiles(ID_DOCUMENT);
  await form.getByRole('link', { name: 'Your uploaded ID document (opens in a new tab)' }).waitFor();
}

describe('becoming an astrologer in the browser', () => {
  it('applies with a photo and an ID document, an admin opens the document and approves, and the astrologer logs in at the console', async () => {
    const applicantNumber = newNumber();
    const adminNumber = newNumber();
    const contexts = await Promise.all([0, 1, 2].map(() => env.browser.newContext({ viewport: { width: 1280, height: 900 } })));
    const [applicantContext, adminContext, strangerContext] = contexts as [(typeof contexts)[0], (typeof contexts)[0], (typeof contexts)[0]];
    try {
      // The applicant: on the registration page, logged in through the header's popup, fills the form and sends it.
      const applicant = await applicantContext.newPage();
      await applicant.goto(env.at('/astrologer-register'));
      await logInThroughPopup(applicant, env.stack.url, applicantNumber);
      await applicant.getByRole('heading', { name: 'Register as an astrologer', level: 1 }).waitFor();
      await fillApplication(applicant);
      await step(applicant, '01-applicant-form');
      await applicant.getByRole('button', { name: 'Submit application' }).click();
      await applicant.getByRole('heading', { name: 'Your application is under review' }).waitFor();
      const documentUrl = await applicant.evaluate(async () => ((await (await fetch('/api/get_my_astrologer')).json()) as { data: { id_document_url: string } }).data.id_document_url);
      expect(documentUrl).toMatch(/^\/api\/get_private_image\/[0-9a-f]{32}\.png$/);
      await step(applicant, '02-applicant-under-review');

      // Someone else logged in who learnt the document's address gets nothing there.
      const stranger = await strangerContext.newPage();
      await stranger.goto(env.at('/'));
      await logInThroughPopup(stranger, env.stack.url, newNumber());
      expect((await stranger.goto(env.at(documentUrl)))?.status()).toBe(404);

      // The admin: signs in, finds the application among those pending, opens the ID document and approves.
      grantAdmin(env.databaseUrl, adminNumber);
      const admin = await adminContext.newPage();
      await logInAtAdmin(admin, env.stack.url, adminNumber);
      await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Astrologers' }).click();
      await admin.getByRole('link', { name: 'Meera Joshi' }).click();
      await admin.getByRole('heading', { name: 'Meera Joshi', level: 1 }).waitFor();
      // The read side records who uploaded the document a moment after the upload; on a busy machine
      // that moment can outlast the steps above, so the click waits for the condition, not a time.
      await expect.poll(() => admin.evaluate(async (url) => (await fetch(url)).status, documentUrl)).toBe(200);
      const [document] = await Promise.all([adminContext.waitForEvent('page'), admin.getByRole('link', { name: 'Open the ID document' }).click()]);
      await document.waitForLoadState();
      expect(await document.evaluate(() => window.document.contentType)).toBe('image/png');
      await imageShown(document.locator('img'));
      await document.close();
      await step(admin, '03-admin-application');
      await admin.getByRole('button', { name: 'Approve' }).click();
      await admin.getByText('Approved: the account now has the astrologer role.').waitFor();
      await step(admin, '04-admin-approved');

      // The applicant reads the outcome, then logs in at the console as an astrologer and goes online.
      await applicant.reload();
      await applicant.getByRole('heading', { name: 'Your application is approved' }).waitFor();
      await logInAtConsole(applicant, env.stack.url, applicantNumber);
      await applicant.getByRole('button', { name: 'Go online' }).click();
      await applicant.getByRole('button', { name: 'Go offline' }).waitFor();
      await step(applicant, '05-astrologer-online');
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  }, 180_000);
});
