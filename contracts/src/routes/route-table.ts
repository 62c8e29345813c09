import type { RouteEntry, RouteTableEntry } from './route-entry.js';

/** The catalogue as the SPA's API client sees it: addresses, sides and access, no schemas. */
export const toRouteTable = (entries: readonly RouteEntry[]): RouteTableEntry[] =>
  entries.map(({ name, method, path, side, access, family, planned }) => ({ name, method, path, side, access, family, ...(planned ? { planned } : {}) }));
