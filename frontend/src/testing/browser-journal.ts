import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What the browser did during one test, told only when the test fails: each page's navigations,
 * console errors and warnings, uncaught errors, failed requests and answers of 400 and above, and
 * where each page was and what it said when its context closed. A journey that times out waiting
 * for an element says little by itself ("waiting for getByRole(…)"); this says what was on the
 * screen instead, and which call failed on the way. Kept in memory: nothing is written for a test
 * that passes.
 */
export interface BrowserJournal {
  /** Starts a new test's journal (the lines of the one before are dropped). */
  begin(): void;
  /** The journal of the test since `begin`, one line each. */
  lines(): readonly string[];
}

/** How much of a page's text the journal keeps when its context closes. */
const TEXT_KEPT = 1_500;
/** A page that no longer answers does not hold up the context's close. */
const TEXT_READ_WITHIN_MS = 2_000;

/** Watches every context `browser.newContext` (and `browser.newPage`) opens from now on. */
export function keepBrowserJournal(browser: Browser): BrowserJournal {
  let started = Date.now();
  let lines: string[] = [];
  let pages = 0;
  const note = (page: string, text: string) => lines.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${page} ${text}`);

  const watchPage = (page: Page) => {
    const name = `[page ${(pages += 1)}]`;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(name, `at ${frame.url()}`));
    page.on('console', (message) => ['error', 'warning'].includes(message.type()) && note(name, `console ${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => note(name, `uncaught ${error.message}`));
    page.on('requestfailed', (request) => {
      // A page left aborts what it was still fetching (its prefetched chunks): that is no failure.
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') note(name, `failed ${request.method()} ${request.url()}: ${reason}`);
    });
    page.on('response', (response) => response.status() >= 400 && note(name, `answered ${response.status()} to ${response.request().method()} ${response.url()}`));
    return name;
  };

  const watchContext = (context: BrowserContext) => {
    const names = new Map<Page, string>();
    context.on('page', (page) => names.set(page, watchPage(page)));
    const close = context.close.bind(context);
    context.close = async (options) => {
      for (const [page, name] of names) {
        if (page.isClosed()) continue;
        const shown = page.evaluate((kept) => document.body.innerText.replace(/\s+/g, ' ').slice(0, kept), TEXT_KEPT).then(
          (text) => `showed: ${text}`,
          (error: Error) => `could not be read: ${error.message.split('\n')[0]}`,
        );
        let timer: NodeJS.Timeout | undefined;
        const unanswered = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('did not answer'), TEXT_READ_WITHIN_MS)));
        const text = await Promise.race([shown, unanswered]).finally(() => clearTimeout(timer));
        note(name, `closing at ${page.url()}, ${text}`);
      }
      return close(options);
    };
  };

  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };

  return {
    begin: () => {
      started = Date.now();
      lines = [];
    },
    lines: () => lines,
  };
}
