import { defineRefusals, plural } from '../refusals/refusal.js';

/** Refusals of the notifications calls (docs/refusals.md). */
export const notificationRefusals = defineRefusals({
  'nudge.not_waiting': { status: 409, en: () => 'This chat request is no longer waiting for an answer, so the astrologer was not reminded.' },
  'nudge.too_soon': {
    status: 429,
    en: ({ seconds }: { seconds: number }) => `The astrologer was reminded a moment ago. You can remind them again in ${plural(seconds, 'second')}.`,
  },
});
