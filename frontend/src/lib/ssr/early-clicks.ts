/**
 * Clicks on a server-rendered page's buttons before React has hydrated it.
 *
 * A button does nothing until its page's code has loaded and hydrated: React drops a click on
 * markup it has not hydrated yet when the code for it is still on its way, and there is no React
 * at all before the bundle has run. A visitor on a slow phone taps "Chat" and nothing happens
 * (seen in the browser tests on a busy machine). So from just before hydration until the page has
 * hydrated, a click on a button is held instead — the browser's own handling stopped too, so a
 * submit button does not post the form natively — and clicked again once the page has hydrated
 * (AdoptEarlyInput), after what was typed before it.
 *
 * Links are left alone: a link works without JavaScript (the browser loads the page it names).
 */

/** What a person clicks that does nothing without the page's code. */
const BUTTONS = 'button, [role="button"], [role="tab"], [role="option"]';

let held: HTMLElement[] | undefined;

/** Starts holding button clicks on this document (main.tsx, just before it hydrates a server-rendered page). */
export function holdEarlyClicks(target: Document): void {
  if (held) return;
  held = [];
  target.addEventListener('click', holdClick, true);
}

/**
 * Stops holding and answers the clicks held, in the order they came, each as a function that clicks
 * its button again if it is still on the page and enabled. Nothing when nothing was held.
 */
export function releaseEarlyClicks(target: Document): (() => void)[] {
  const clicked = held ?? [];
  held = undefined;
  target.removeEventListener('click', holdClick, true);
  return clicked.map((button) => () => {
    if (button.isConnected && !button.matches(':disabled')) button.click();
  });
}

function holdClick(event: Event): void {
  if (!held || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>(BUTTONS);
  if (!button || button.matches(':disabled')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
}
