import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the orders calls (docs/refusals.md). */
export const orderRefusals = defineRefusals({});
