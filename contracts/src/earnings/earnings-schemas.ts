import { z } from 'zod';

/** get_astrologer_earnings (admins): `from` / `to` are India dates, inclusive, of when the sessions started. */
export const astrologerEarningsQuery = z
  .strictObject({ from: z.iso.date().optional(), to: z.iso.date().optional(), astrologer_id: z.uuid().optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'field.date_range', path: ['from'] });
export type AstrologerEarningsQuery = z.infer<typeof astrologerEarningsQuery>;

/** get_astro_user/{astrologerId}: the astrologer's customers, latest session first. */
export const astrologerCustomersQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AstrologerCustomersQuery = z.infer<typeof astrologerCustomersQuery>;
