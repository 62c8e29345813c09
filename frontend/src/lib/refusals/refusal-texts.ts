import type { RefusalDefinition } from '@nakshatra/contracts/client';

/**
 * The SPA's words for one domain's refusals: every code of `T` (a domain's refusals in contracts),
 * a function of the params its English takes. A missing code is a compile error.
 */
export type RefusalTexts<T extends Readonly<Record<string, RefusalDefinition>>> = { readonly [C in keyof T]: (params: Parameters<T[C]['en']>[0]) => string };
