import type { Language } from '../i18n/language-preference';
import { scriptSafeJson } from './page-head';
import { HANDED_DATA_ID } from './server-render';

/** What the server rendered a page with, handed to the browser so hydration renders the same thing without asking again. */
export interface HandedData {
  readonly language: Language;
  readonly origin: string;
  /** When the server rendered the page: hydration writes time-relative text as of then (use-render-now.hook.ts). */
  readonly renderedAt: number;
  /** The settled API loads, by key (use-api-load.hook.ts). */
  readonly loads: Record<string, unknown>;
}

/** The element a server-rendered page carries its data in, which handedData() reads back. */
export const handedDataHtml = (data: HandedData): string => `<script type="application/json" id="${HANDED_DATA_ID}">${scriptSafeJson(data)}</script>`;

let handed: HandedData | undefined | null = null;
const consumed = new Set<string>();

/** The data of the server render this page load hydrates, or undefined for a page the browser renders alone. */
export function handedData(): HandedData | undefined {
  if (handed !== null) return handed;
  const script = typeof document === 'undefined' ? null : document.getElementById(HANDED_DATA_ID);
  handed = script?.textContent ? (JSON.parse(script.textContent) as HandedData) : undefined;
  return handed;
}

/** A load the server settled, until the component that hydrated with it has mounted: later visits load afresh. */
export function handedLoad(key: string): unknown {
  return consumed.has(key) ? undefined : handedData()?.loads[key];
}

export function consumeHandedLoad(key: string): void {
  consumed.add(key);
}
