import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the astrology calls (docs/refusals.md): the tools refuse only through their input; saved kundlis can be missing or too many. */
export const astrologyRefusals = defineRefusals({
  /** Reading or deleting a kundli that is not on the caller's own shelf, on either side. */
  'kundli.not_found': { status: 404, en: () => 'Kundli not found' },
  'kundli.too_many': { status: 409, en: ({ limit }: { limit: number }) => `You have saved ${limit} kundlis. Delete one to save another.` },
});
