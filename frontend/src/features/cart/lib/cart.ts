/**
 * The cart, kept in the browser (local storage) so a visitor can fill it before logging in. Pure:
 * every change returns a new cart. Money is integer paise; a line never holds more than the stock
 * the product had when it was added, nor more than one order takes (the server checks both again
 * when the order is placed).
 */
export interface CartProduct {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly price: number;
  /** The maximum retail price, for the saving the cart shows; absent when unknown. */
  readonly mrp?: number;
  readonly image?: string;
  readonly stock: number;
}

export interface CartLine extends CartProduct {
  readonly quantity: number;
}

export type Cart = readonly CartLine[];

export interface CartTotals {
  /** How many items, counting each unit. */
  readonly count: number;
  readonly subtotal: number;
  /** What the cart saves on the MRP. */
  readonly saving: number;
  readonly total: number;
}

/** The most of one product an order takes (contracts' MAX_ITEM_QUANTITY; its module carries zod, which the product page must not load). */
export const MAX_ITEM_QUANTITY = 10;

/** The most of a product one line may hold: its stock, up to what one order takes. */
export const maxQuantity = (stock: number): number => Math.min(Math.floor(stock), MAX_ITEM_QUANTITY);

/** The quantity a line may hold: a whole number from 1 to `maxQuantity`. */
export const clampQuantity = (quantity: number, stock: number): number => Math.max(1, Math.min(Math.floor(quantity) || 1, maxQuantity(stock)));

/** Adds units of a product (up to its stock); the line takes the product's latest title, price and picture. */
export function addToCart(cart: Cart, product: CartProduct, quantity: number): Cart {
  if (product.stock < 1) return cart;
  const existing = cart.find((line) => line.id === product.id);
  if (!existing) return [...cart, { ...product, quantity: clampQuantity(quantity, product.stock) }];
  return cart.map((line) => (line === existing ? { ...product, quantity: clampQuantity(existing.quantity + quantity, product.stock) } : line));
}

export const setLineQuantity = (cart: Cart, productId: string, quantity: number): Cart =>
  cart.map((line) => (line.id === productId ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line));

export const removeLine = (cart: Cart, productId: string): Cart => cart.filter((line) => line.id !== productId);

export const quantityInCart = (cart: Cart, productId: string): number => cart.find((line) => line.id === productId)?.quantity ?? 0;

export function cartTotals(cart: Cart): CartTotals {
  let count = 0;
  let subtotal = 0;
  let saving = 0;
  for (const line of cart) {
    count += line.quantity;
    subtotal += line.price * line.quantity;
    if (line.mrp !== undefined && line.mrp > line.price) saving += (line.mrp - line.price) * line.quantity;
  }
  return { count, subtotal, saving, total: subtotal };
}

/**
 * The cart from what storage held: anything malformed (an old format, a hand edit) is dropped line
 * by line rather than breaking the page, quantities are brought within the stock, and an id seen
 * twice keeps its first line.
 */
export function parseCart(raw: string | null): Cart {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const cart: CartLine[] = [];
  for (const value of parsed) {
    const line = toLine(value);
    if (!line || seen.has(line.id)) continue;
    seen.add(line.id);
    cart.push(line);
  }
  return cart;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function toLine(value: unknown): CartLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, slug, title, price, mrp, image, stock, quantity } = value as Record<string, unknown>;
  if (!isText(id) || !isText(slug) || !isText(title) || !isCount(price) || !isCount(stock) || stock < 1 || typeof quantity !== 'number') return undefined;
  return {
    id,
    slug,
    title,
    price,
    ...(isCount(mrp) ? { mrp } : {}),
    ...(isText(image) ? { image } : {}),
    stock,
    quantity: clampQuantity(quantity, stock),
  };
}
