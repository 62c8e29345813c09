/** A choice read from the address, if it is one of those allowed: an unknown one is no filter at all. */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((option) => option === value);

/** A page number read from the address: 1 unless it is a whole number above 1. */
export const pageOf = (params: URLSearchParams): number => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
