/**
 * A refusal is a 4xx (or a 502/503 the caller can act on) that the server answers with a stable
 * `code`, the `params` its message needs and the English `message`. Clients render it in their
 * own language from the code, never from the English (docs/refusals.md).
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 501 | 502 | 503;

/** What a message may be built from: JSON scalars. Money is integer paise, durations whole units. */
export type RefusalParamValues = Readonly<Record<string, string | number>>;

export interface RefusalDefinition {
  readonly status: RefusalStatus;
  /** The English text: the server's `message`, and the SPA's English. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each refusal declares its own params
  readonly en: (params: any) => string;
}

/** Keeps each refusal's literal code and params type; `<domain>.<reason>` codes. */
export const defineRefusals = <const T extends Readonly<Record<string, RefusalDefinition>>>(refusals: T): T => refusals;

/** An amount in paise as refusals print it, the way the SPA shows money: "₹ 1,234.50", "₹ 20". */
export function rupees(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹ ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** "1 minute", "5 minutes". */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
