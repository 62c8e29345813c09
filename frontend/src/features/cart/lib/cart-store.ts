import { parseCart, type Cart } from './cart';

/** The local-storage key of the cart; Log Out clears local storage, so the cart goes with the session. */
export const CART_STORAGE_KEY = 'nk_cart';

const listeners = new Set<() => void>();
// The parsed cart of the last stored text: the same text gives the same array, as useSyncExternalStore needs.
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: [] };
// Where the cart lives when storage refuses it (blocked, full): this page only.
let inMemory: { raw: string | null } | undefined;

function readRaw(): string | null {
  if (inMemory) return inMemory.raw;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The cart as stored now. */
export function readCart(): Cart {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, cart: parseCart(raw) };
  return cached.cart;
}

/** Stores the cart the change makes and tells every view of it (the page, a header count). */
export function updateCart(change: (cart: Cart) => Cart): void {
  const next = change(readCart());
  const raw = next.length === 0 ? null : JSON.stringify(next);
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    inMemory = { raw };
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the cart changes here or in another tab of the same site. */
export function subscribeToCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
