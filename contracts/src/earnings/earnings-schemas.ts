import { z } from 'zod';

const isoDate = z.iso.date('must be a date like 2026-11-23');

/** get_astrologer_earnings (admins): `from` / `to` are India dates, inclusive, of when the sessions started. */
export const astrologerEarningsQuery = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional(), astrologer_id: z.uuid('must be an id').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'must not be after to', path: ['from'] });
export type AstrologerEarningsQuery = z.infer<typeof astrologerEarningsQuery>;

/** get_astro_user/{astrologerId}: the astrologer's customers, latest session first. */
export const astrologerCustomersQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
});
export type AstrologerCustomersQuery = z.infer<typeof astrologerCustomersQuery>;
