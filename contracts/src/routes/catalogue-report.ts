import type { RouteEntry } from './route-entry.js';

export interface FamilyCount {
  readonly family: string;
  readonly served: number;
  readonly planned: number;
}

/** Served and planned calls per family, in catalogue order. */
export function countByFamily(entries: readonly RouteEntry[]): FamilyCount[] {
  const counts = new Map<string, { served: number; planned: number }>();
  for (const entry of entries) {
    const count = counts.get(entry.family) ?? { served: 0, planned: 0 };
    if (entry.planned) count.planned += 1;
    else count.served += 1;
    counts.set(entry.family, count);
  }
  return [...counts].map(([family, count]) => ({ family, ...count }));
}

export function formatCatalogueReport(entries: readonly RouteEntry[]): string {
  const rows = countByFamily(entries);
  const width = Math.max(...rows.map((row) => row.family.length), 'family'.length);
  const line = (family: string, served: string | number, planned: string | number) =>
    `${family.padEnd(width)}  ${String(served).padStart(6)}  ${String(planned).padStart(7)}`;
  const total = rows.reduce((sum, row) => ({ served: sum.served + row.served, planned: sum.planned + row.planned }), { served: 0, planned: 0 });
  return [line('family', 'served', 'planned'), ...rows.map((row) => line(row.family, row.served, row.planned)), line('total', total.served, total.planned)].join('\n');
}
