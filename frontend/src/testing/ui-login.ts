import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { latestOtp } from './stack-login';

/**
 * Each role's own login screen, done as a person does it: the number typed, the code read from the
 * development outbox (as a person reads it from the SMS) and typed. For browser tests whose journey
 * starts at the login (docs/testing.md, "Journeys").
 */

/** A customer through the header's Login popup; ends when the reloaded page shows the avatar. Returns the user id. */
export async function logInThroughPopup(page: Page, baseUrl: string, numbers: string): Promise<string> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByPlaceholder('Mobile Number').fill(numbers);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'GET OTP' }).click();
  await page.getByRole('dialog', { name: 'OTP Verification' }).getByText(`A 6 digit OTP has been sent to +91 ${numbers}`).waitFor();
  const otp = await latestOtp(baseUrl, numbers);
  const reloaded = page.waitForEvent('load');
  // The sixth digit submits by itself.
  await page.getByRole('textbox', { name: 'OTP digit 1' }).pressSequentially(otp);
  await reloaded;
  await page.getByRole('button', { name: 'My account' }).waitFor();
  return (await loggedInUser(page)).id;
}

/** Who the page's browser is logged in as: the userDetails cookie the login wrote. */
export async function loggedInUser(page: Page): Promise<{ id: string; status: string; role: string }> {
  const details = (await page.context().cookies()).find((cookie) => cookie.name === 'userDetails');
  if (!details) throw new Error('the login wrote no userDetails cookie');
  return JSON.parse(decodeURIComponent(details.value)) as { id: string; status: string; role: string };
}

/** An astrologer at /astrologer, the console's own login; ends when the console shows the online switch. */
export async function logInAtConsole(page: Page, baseUrl: string, numbers: string): Promise<void> {
  await page.goto(new URL('/astrologer', baseUrl).href);
  const login = page.getByRole('region', { name: 'Log in as an astrologer' });
  await login.getByLabel('Mobile number').fill(numbers);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  // The OTP step shows once the code is sent: only then is the newest code in the outbox this one.
  const otpField = login.getByLabel('OTP', { exact: true });
  await otpField.waitFor();
  const otp = await latestOtp(baseUrl, numbers);
  const reloaded = page.waitForEvent('load');
  await otpField.fill(otp);
  await login.getByRole('button', { name: 'Verify and log in' }).click();
  await reloaded;
  await page.getByRole('button', { name: /^Go (online|offline)$/ }).waitFor();
}

/**
 * An admin at /admin/login, the back office's own sign-in; ends on the dashboard. `beforeSignIn`
 * runs with the number and the code typed, before Verify (a journey's screenshot of the screen).
 */
export async function logInAtAdmin(page: Page, baseUrl: string, numbers: string, { beforeSignIn }: { beforeSignIn?: () => Promise<void> } = {}): Promise<void> {
  await page.goto(new URL('/admin/login', baseUrl).href);
  await page.getByLabel('Mobile number').fill(numbers);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otpField = page.getByLabel('OTP', { exact: true });
  await otpField.waitFor();
  const otp = await latestOtp(baseUrl, numbers);
  await otpField.fill(otp);
  await beforeSignIn?.();
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/**
 * A screenshot of a step, under the test output folder (gitignored), to look through after a run:
 * the full page, or only the window (`fullPage: false`) while a dialog is open, since a full-page
 * shot stretches the window to the page's height and moves what is fixed to the window.
 */
export async function shot(page: Page, path: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
}

/** Whether the page is wider than the window: a phone would scroll it sideways. */
export const scrollsSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
