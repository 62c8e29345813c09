import { useEffect } from 'react';
import { releaseEarlyClicks } from './early-clicks';
import { earlyInputReplays } from './early-input';
import { handedData } from './handed-data';

let adopted = false;

/**
 * Rendered beside the page, inside its Suspense boundary (PageOutlet), so its effect runs once the
 * page itself has hydrated, header and footer included: hands React what was typed before then
 * (early-input.ts), then the buttons clicked before then (early-clicks.ts). Once per page load,
 * and only on a page the server rendered.
 */
export function AdoptEarlyInput() {
  useEffect(() => {
    if (adopted || !handedData()) return;
    // Read now, before React handles another event (which would re-render the form and wipe them)…
    const replays = earlyInputReplays(document);
    // …and handed over in a task of its own, as a person's typing comes: React then renders each
    // event before the next is sent. Sent from the effect itself, the events would be batched, and
    // a form that sets its state from the render's values would keep only the last field.
    // Clicks go last, as a person fills a form before pressing its button; until then they are still held.
    const timer = setTimeout(() => {
      adopted = true;
      for (const replay of [...replays, ...releaseEarlyClicks(document)]) replay();
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}
