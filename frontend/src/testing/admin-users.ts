import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** On the back office's Users page: the phone number searched for as an admin types it, until that one person is the only row. */
export async function findUserByPhone(page: Page, numbers: string): Promise<void> {
  await page.getByLabel('Phone number or name').fill(numbers);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(new RegExp(`search=${numbers}`));
  // The list before the search stays on screen until the answer has come, and may show the same person.
  await expect
    .poll(() => page.getByRole('row').filter({ has: page.getByRole('rowheader') }).allTextContents(), { message: 'only the one searched for listed' })
    .toSatisfy((rows: readonly string[]) => rows.length === 1 && rows[0]!.includes(`+91 ${numbers}`));
}
