import type { HttpMethod, RouteAddress } from './route-entry.js';

/**
 * Matches a request path against catalogue paths. `{name}` matches one non-empty segment; a
 * trailing slash is ignored (the spec writes some calls as `get_astrologer/`).
 */
export interface RouteMatch<Entry extends RouteAddress> {
  readonly entry: Entry;
  readonly params: Record<string, string>;
}

interface CompiledRoute<Entry extends RouteAddress> {
  readonly entry: Entry;
  readonly pattern: RegExp;
  readonly names: string[];
}

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile<Entry extends RouteAddress>(entry: Entry): CompiledRoute<Entry> {
  const names: string[] = [];
  const body = entry.path
    .replace(/\/+$/, '')
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param) return escape(part);
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('');
  return { entry, pattern: new RegExp(`^${body}/?$`), names };
}

export interface RouteMatcher<Entry extends RouteAddress> {
  /** The entry for this method and path, or undefined. */
  match(method: string, path: string): RouteMatch<Entry> | undefined;
  /** Whether any entry has this path, whatever the method (to tell 405 from 404). */
  knowsPath(path: string): boolean;
}

export function createRouteMatcher<Entry extends RouteAddress>(entries: readonly Entry[]): RouteMatcher<Entry> {
  const compiled = entries.map(compile);
  const find = (path: string, method?: string): RouteMatch<Entry> | undefined => {
    for (const route of compiled) {
      if (method && route.entry.method !== method) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      let params: Record<string, string> | undefined = {};
      route.names.forEach((name, index) => {
        const raw = found[index + 1]!;
        try {
          if (params) params[name] = decodeURIComponent(raw);
        } catch {
          params = undefined; // malformed %-escape: treat as no match
        }
      });
      if (params) return { entry: route.entry, params };
    }
    return undefined;
  };
  return {
    match: (method, path) => find(path, method.toUpperCase() as HttpMethod),
    knowsPath: (path) => find(path) !== undefined,
  };
}

/** Fills `{name}` placeholders, URL-encoding each value. */
export function buildPath(entry: RouteAddress, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.name}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
