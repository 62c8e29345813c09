import { describe, expect, it } from 'vitest';
import { useBrowserStack } from '../testing/browser-stack';
import { logInCustomer } from '../testing/stack-login';

// A customer recharges through the test payment provider on the whole stack (as `npm start` runs
// it, demo catalogue included) in Debian's Chromium, and the header shows the new balance at once.

const env = useBrowserStack('wallet', { seedDemo: true });

describe('wallet recharge in the browser', () => {
  it('pays ₹500 through the test checkout, gets the first-recharge bonus and sees ₹750 in the header', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies((await logInCustomer(env.stack.url, '9000067890')).map((cookie) => ({ ...cookie, url: env.stack.url })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(new URL('/recharge', env.stack.url).href);
    await page.getByLabel('Or enter an amount (₹)').fill('500');
    // The quote: ₹500 + 18% GST = ₹590 to pay; the seeded first-recharge offer adds 50%.
    const proceed = page.getByRole('button', { name: 'Proceed to pay ₹ 590' });
    await proceed.waitFor({ timeout: 20_000 });
    await expect(page.getByText('First recharge bonus').first().isVisible()).resolves.toBe(true);
    await proceed.click();

    await page.waitForURL(/\/payments\/test-checkout\//);
    await page.getByText('TEST MODE').waitFor();
    await page.getByRole('button', { name: 'Succeed' }).click();

    await page.waitForURL(/\/recharge\?payment=/);
    await page.getByText('Payment successful').waitFor({ timeout: 20_000 });
    await page.getByText('Your balance is now ₹ 750.').waitFor();

    // The header's account menu reads the balance again right after the payment.
    await page.getByRole('button', { name: 'My account' }).hover();
    await page.locator('.user-menu__balance', { hasText: '₹ 750' }).waitFor();

    // The recharge shows in the history with its invoice, which opens and prints.
    await page.getByRole('link', { name: /View invoice NK\/\d{2}-\d{2}\/000001/ }).first().click();
    // The invoice page's own Print button, waited for: the history's link also says "NK/", so text alone could still be the old page.
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByText(/NK\/\d{2}-\d{2}\/000001/).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
