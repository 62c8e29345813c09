import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's Chromium in its headless shell (package `chromium-headless-shell`: the same Blink and V8,
 * without the desktop browser's windowing, as Playwright's own headless Chromium); browsers are never
 * downloaded here (no internet for `playwright install`). It took 39 % less CPU than `chromium
 * --headless` on the journeys (docs/testing.md). `CHROMIUM_PATH=/usr/bin/chromium` runs the tests
 * in the desktop browser instead.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

// The flags that work on these machines: no sandbox as root, and no background traffic to the internet.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: more flags for one test file, e.g. the fake camera and microphone of the call tests. */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });

/** A camera and microphone without hardware or a permission prompt (a test pattern and a beep), for calls. */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'] as const;

/** Waits until an <img> was fetched and decoded: its bytes came back as an image, not a refusal or a broken file. */
export async function imageShown(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

/**
 * Waits until React has rendered the page's first heading itself: in a page the browser renders
 * alone and in a server-rendered page once it has hydrated (React marks the element it owns).
 * The condition a person sees as "the page works", without waiting for the network to go quiet.
 */
export async function waitForReactHeading(page: Page, selector = 'h1'): Promise<void> {
  await page.waitForFunction(
    (heading) => Object.keys(document.querySelector(heading) ?? {}).some((key) => key.startsWith('__reactFiber')),
    selector,
    { timeout: 20_000 },
  );
}

export interface OpenedPage {
  readonly page: Page;
  /** Uncaught errors of the page's scripts, which a test should expect to stay empty. */
  readonly pageErrors: Error[];
  close(): Promise<void>;
}

/** Opens a URL in a fresh context (no cookies shared between tests) with a phone- or desktop-sized window. */
export async function openPage(browser: Browser, url: string, width: number): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(url);
  return { page, pageErrors, close: () => context.close() };
}
