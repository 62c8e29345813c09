import { describe, expect, it } from 'vitest';
import { openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';

// A visitor writes to support from /contact-us (found through the footer) and subscribes to the
// newsletter from the footer, all typed and clicked; with no SMTP_URL (the embedded default) both
// e-mails reach the development mailbox page through the real outbox projection and mail worker.

const env = useBrowserStack('contact');

describe('contact form and newsletter on the whole stack', () => {
  it('sends a contact message and a newsletter welcome, and both arrive in the development mailbox', async () => {
    const { page, pageErrors, close } = await openPage(env.browser, env.at('/'), 1280);
    try {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Contact us' }).click();
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();

      await main.getByLabel('Your name').fill('Asha Verma');
      // Past the form's own check (an @ and a dot), refused by the server's: its 400 shows at the field.
      await main.getByLabel('E-mail').fill('asha@example..in');
      await main.getByLabel('Subject (optional)').fill('Recharge missing');
      await main.getByLabel('Message').fill('I paid ₹500 but my wallet still shows ₹0.');
      await main.getByRole('button', { name: 'Send message' }).click();
      await main.getByText('must be an e-mail address', { exact: true }).waitFor();
      expect(await main.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');

      await main.getByLabel('E-mail').fill('asha@example.in');
      await main.getByRole('button', { name: 'Send message' }).click();
      await main.getByRole('heading', { name: 'Thank you, your message has been sent' }).waitFor();
      await main.getByText('Our support team will reply to asha@example.in.').waitFor();

      const newsletter = footer.getByRole('region', { name: 'Newsletter' });
      await newsletter.getByLabel('Your e-mail address').fill('asha.reader@example.in');
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await newsletter.getByText('Thank you for subscribing! A welcome e-mail is on its way to asha.reader@example.in.').waitFor();

      await page.goto(env.at('/dev/mailbox'));
      const contactMail = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Contact form: Recharge missing from Asha Verma' }) });
      // The page asks again every few seconds: it shows each mail once the worker has delivered it.
      await contactMail.waitFor({ timeout: 30_000 });
      expect(await contactMail.getByText('support@nakshatra.app').isVisible()).toBe(true);
      expect(await contactMail.getByText('asha@example.in', { exact: true }).isVisible()).toBe(true);
      expect(await contactMail.getByText('I paid ₹500 but my wallet still shows ₹0.', { exact: false }).isVisible()).toBe(true);
      const welcome = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Welcome to the Nakshatra newsletter' }) });
      await welcome.waitFor({ timeout: 30_000 });
      expect(await welcome.getByText('asha.reader@example.in').isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
