import { createContext, useContext } from 'react';
import type { Language } from '../i18n/language-preference';
import type { PageHead } from './page-head';

/**
 * What one server render of a page knows and gathers (docs/server-rendering.md). It exists only on
 * the server: in the browser the context is empty and every hook reads the browser instead.
 */
export interface ServerRender {
  /** The request's Cookie header: the `userDetails` and `language` cookies decide what the page shows, as in the browser. */
  readonly cookieHeader: string;
  readonly language: Language;
  /** The site's origin, for canonical and Open Graph URLs. */
  readonly origin: string;
  /** When the render began (ms since the epoch): the one "now" its time-relative text is written with. */
  readonly now: number;
  /** Aborted when the render has taken too long (the gateway then serves the plain SPA shell). */
  readonly signal: AbortSignal;
  /** Each API load the page asked for, by its key; what they settled to is handed to the browser. */
  readonly loads: Map<string, Promise<unknown>>;
  readonly settled: Map<string, unknown>;
  /** The route pages rendered (their lazy loaders), so their CSS and code can be linked in the head. */
  readonly pages: Set<() => Promise<unknown>>;
  head?: PageHead;
  /** 404 when the page or its item does not exist. */
  status?: number;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

export const useServerRender = (): ServerRender | undefined => useContext(ServerRenderContext);

/** The id of the JSON script that carries what the server rendered with to the browser. */
export const HANDED_DATA_ID = 'nk-ssr-data';
