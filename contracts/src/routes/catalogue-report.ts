import type { RouteEntry } from './route-entry.js';

export interface FamilyCount {
  readonly family: string;
  readonly served: number;
  readonly planned: number;
  /** Served entries that declare what they answer. */
  readonly typed: number;
}

/** Whether an entry declares its answer (every served one must: catalogue.unit.test.ts). */
export const hasResponseSchema = (entry: RouteEntry): boolean => entry.response !== undefined;

/** Served, planned and response-typed calls per family, in catalogue order. */
export function countByFamily(entries: readonly RouteEntry[]): FamilyCount[] {
  const counts = new Map<string, { served: number; planned: number; typed: number }>();
  for (const entry of entries) {
    const count = counts.get(entry.family) ?? { served: 0, planned: 0, typed: 0 };
    if (entry.planned) count.planned += 1;
    else count.served += 1;
    if (!entry.planned && hasResponseSchema(entry)) count.typed += 1;
    counts.set(entry.family, count);
  }
  return [...counts].map(([family, count]) => ({ family, ...count }));
}

export function formatCatalogueReport(entries: readonly RouteEntry[]): string {
  const rows = countByFamily(entries);
  const width = Math.max(...rows.map((row) => row.family.length), 'family'.length);
  const line = (family: string, served: string | number, planned: string | number, typed: string | number) =>
    `${family.padEnd(width)}  ${String(served).padStart(6)}  ${String(planned).padStart(7)}  ${String(typed).padStart(8)}`;
  const total = rows.reduce((sum, row) => ({ served: sum.served + row.served, planned: sum.planned + row.planned, typed: sum.typed + row.typed }), { served: 0, planned: 0, typed: 0 });
  return [
    line('family', 'served', 'planned', 'response'),
    ...rows.map((row) => line(row.family, row.served, row.planned, row.typed)),
    line('total', total.served, total.planned, total.typed),
    '',
    `${total.typed} of ${total.served} served entries have response schemas.`,
  ].join('\n');
}
