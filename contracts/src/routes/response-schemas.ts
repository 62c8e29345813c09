import { z, type ZodType } from 'zod';

/** `meta` of every paged list: the page asked for, its size and how many match in all. */
export const pageMeta = z.strictObject({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

/** A paged list of items. */
export const paged = <const T extends ZodType>(item: T) => ({ data: z.array(item), meta: pageMeta });

/** One value as `data`. */
export const one = <const T extends ZodType>(data: T) => ({ data });

/** Calls that answer nothing but their status (and, for commands, the position). */
export const nothing = { data: z.null() };

/** A time on the wire: UTC, ISO 8601. */
export const isoTime = z.iso.datetime({ offset: true });
