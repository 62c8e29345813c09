import { describe, expect, it } from 'vitest';
import { openPage } from '../testing/browser';
import { useBrowserStack } from '../testing/browser-stack';

// A visitor writes to support from /contact-us (found through the footer) and subscribes to the
// newsletter from the footer, all typed and clicked; with no SMTP_URL (the embedded default) the
// e-mails reach the development mailbox page through the real outbox projection and mail worker.
// The newsletter asks the address to confirm: its mail's link is opened (as a mail client opens
// it) and its button pressed; the welcome then comes with a link that unsubscribes the same way.

const env = useBrowserStack('contact');

describe('contact form and newsletter on the whole stack', () => {
  it('sends a contact message, and subscribes to the newsletter from its confirmation mail and unsubscribes from its welcome', async () => {
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
      await newsletter.getByText('Almost done: we sent a link to asha.reader@example.in. Open it within 7 days to confirm your subscription.').waitFor();

      await page.goto(env.at('/dev/mailbox'));
      const contactMail = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Contact form: Recharge missing from Asha Verma' }) });
      // The page asks again every few seconds: it shows each mail once the worker has delivered it.
      await contactMail.waitFor({ timeout: 30_000 });
      expect(await contactMail.getByText('support@nakshatra.app').isVisible()).toBe(true);
      expect(await contactMail.getByText('asha@example.in', { exact: true }).isVisible()).toBe(true);
      expect(await contactMail.getByText('I paid ₹500 but my wallet still shows ₹0.', { exact: false }).isVisible()).toBe(true);
      /** The link a mail in the development mailbox holds, as a mail client would show it. */
      const linkIn = async (subject: string, action: 'confirm' | 'unsubscribe') => {
        const mail = main.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
        await mail.waitFor({ timeout: 30_000 });
        expect(await mail.getByText('asha.reader@example.in').isVisible()).toBe(true);
        // Relative to the site: this stack has no PUBLIC_ORIGIN, and a link is never built from what a request says.
        const link = ((await mail.textContent()) ?? '').match(new RegExp(`/newsletter\\?${action}=[0-9a-f]{64}\\.[\\w-]{43}`))?.[0];
        expect(link).toBeDefined();
        return env.at(link!);
      };
      await page.goto(await linkIn('Confirm your subscription to the Nakshatra newsletter', 'confirm'));
      await main.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
      await main.getByRole('button', { name: 'Confirm subscription' }).click();
      await main.getByText('Thank you! You are subscribed to the Nakshatra newsletter. A welcome e-mail is on its way.').waitFor();

      await page.goto(env.at('/dev/mailbox'));
      await page.goto(await linkIn('Welcome to the Nakshatra newsletter', 'unsubscribe'));
      await main.getByRole('button', { name: 'Unsubscribe' }).click();
      await main.getByText('You are unsubscribed. We will not send you the newsletter any more.').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
