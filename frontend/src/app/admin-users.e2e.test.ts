import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findUserByPhone } from '../testing/admin-users';
import { useBrowserStack } from '../testing/browser-stack';
import { grantAdmin } from '../testing/grant-role';
import { stackApi } from '../testing/stack-api';
import { logInAtAdmin, shot } from '../testing/ui-login';

// The admin's Users page on the whole stack, in Chromium (docs/users.md): signed in at /admin/login,
// the admin adds a customer by phone, finds them by phone, makes them an astrologer and takes it back,
// is refused erasing a customer whose wallet holds money, and erases the first customer, whose number
// then finds nobody. Every step is clicked and typed; screenshots go to test-output/journeys/admin-users/.

const env = useBrowserStack('admin-users');

// Ten digits whatever the draw: from 9,200,000,000 up to 9,899,999,000 and the few added after it
// (with a draw up to 900,000 it reached eleven digits one run in nine, and the grant refused the number).
let lastNumber = 9_200_000_000 + Math.floor(Math.random() * 700_000) * 1_000;
const newNumber = () => String((lastNumber += 1));

function screenshots() {
  let count = 0;
  return (page: Page, name: string) => shot(page, `test-output/journeys/admin-users/${String((count += 1)).padStart(2, '0')}-${name}.png`, { fullPage: false });
}

/** A customer with money in the wallet, set up through the API as another admin would have: not the step under test. */
async function customerWithMoney(numbers: string, name: string, paise: number): Promise<void> {
  const admin = stackApi(env).as(env.stack.sessionCookie('admin', randomUUID()));
  const created = await admin.data('create_users', { body: { numbers, name } });
  await admin.data('update_wallet', { params: { id: created.id }, body: { amount: paise, reason: 'Goodwill credit' } });
}

describe('users page in the browser', () => {
  it('adds a customer by phone, finds them, grants and revokes a role, is refused erasing a wallet with money, and erases the customer', async () => {
    const adminNumber = newNumber();
    grantAdmin(env.databaseUrl, adminNumber);
    const richNumber = newNumber();
    await customerWithMoney(richNumber, 'Ravi Shah', 50_00);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const step = screenshots();
    try {
      await logInAtAdmin(page, env.stack.url, adminNumber);
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

      // Add a customer by phone.
      const numbers = newNumber();
      await page.getByRole('button', { name: 'Add user' }).click();
      const adding = page.getByRole('dialog', { name: 'Add user' });
      await adding.getByLabel(/Mobile number/).fill(numbers);
      await adding.getByLabel(/^Name/).fill('Kavya Menon');
      await step(page, 'add-user');
      await adding.getByRole('button', { name: 'Add user' }).click();
      await page.getByText('Kavya Menon is added.').waitFor();

      // Find them by phone, open them and make them an astrologer.
      await findUserByPhone(page, numbers);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Kavya Menon' }) });
      await row.getByText(`+91 ${numbers}`).waitFor();
      await row.getByRole('button', { name: 'Details of Kavya Menon' }).click();
      const panel = page.getByRole('complementary', { name: 'Details of Kavya Menon' });
      await panel.getByText('₹ 0').waitFor();
      await panel.getByRole('button', { name: 'Make Astrologer' }).click();
      await page.getByRole('dialog', { name: 'Give Kavya Menon the Astrologer role?' }).getByRole('button', { name: 'Make Astrologer' }).click();
      await page.getByText('Kavya Menon now has the Astrologer role.').waitFor();
      await row.getByText('Customer, Astrologer').waitFor();
      await step(page, 'role-granted');

      // Erasing a customer whose wallet holds money is refused, saying how much.
      await findUserByPhone(page, richNumber);
      await page.getByRole('button', { name: 'Details of Ravi Shah' }).click();
      await page.getByRole('button', { name: 'Erase the account of Ravi Shah' }).click();
      const refused = page.getByRole('dialog', { name: 'Erase the account of Ravi Shah?' });
      await refused.getByLabel(/Reason/).fill('Asked by e-mail on 20 November');
      await refused.getByRole('button', { name: 'Erase account' }).click();
      await refused.getByText('The wallet still holds ₹ 50. Refund or settle it to ₹0 before erasing the account.').waitFor();
      await step(page, 'erase-refused');
      await refused.getByRole('button', { name: 'Cancel' }).click();

      // Kavya's role is taken back, then her account erased: her number then finds nobody.
      await findUserByPhone(page, numbers);
      await page.getByRole('button', { name: 'Details of Kavya Menon' }).click();
      await page.getByRole('button', { name: 'Remove Astrologer role' }).click();
      await page.getByRole('dialog', { name: 'Take the Astrologer role from Kavya Menon?' }).getByRole('button', { name: 'Remove Astrologer role' }).click();
      await page.getByText('Kavya Menon no longer has the Astrologer role.').waitFor();
      await page.getByRole('button', { name: 'Erase the account of Kavya Menon' }).click();
      const erasing = page.getByRole('dialog', { name: 'Erase the account of Kavya Menon?' });
      await erasing.getByLabel(/Reason/).fill('Asked in writing on 21 November');
      await erasing.getByRole('button', { name: 'Erase account' }).click();
      await page.getByText('The account is erased.').waitFor();
      await page.getByText('No users match.').waitFor();
      await step(page, 'erased');

      // The erased account stays listed, under no name, for its money records.
      await page.getByLabel('Phone number or name').fill('');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByLabel('Status').selectOption('erased');
      await page.waitForURL(/status=erased/);
      // Every status lists erased accounts too: only when no other is left has the filter applied.
      await expect.poll(() => page.getByRole('rowheader').allTextContents(), { message: 'only erased accounts listed' }).toSatisfy(
        (names: readonly string[]) => names.length > 0 && names.every((name) => name === 'Erased account'),
      );
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
