import { contentEventType, type ContentCreatedData, type ContentUpdatedData, type StockMovement } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider, DomainEvent } from '../shared/decider.js';

/**
 * A product's stock as orders see it, folded from the product's own content stream
 * (`content.products-<id>`): the count an admin sets is what is left to sell; an order takes its
 * pieces off when placed and gives them back when cancelled. Each movement is a `ProductsUpdated`
 * of `stock` naming its order, so the shop's pages and the admin's history show it like any edit,
 * and an order holds a product's pieces at most once.
 */
export interface ProductStock {
  readonly live: boolean;
  readonly title: string;
  readonly stock: number;
  /** Pieces each order holds now, by order id. */
  readonly held: ReadonlyMap<string, number>;
}

export type ProductStockCommand =
  | { readonly type: 'ReserveStock'; readonly productId: string; readonly orderId: string; readonly quantity: number }
  | { readonly type: 'ReleaseStock'; readonly productId: string; readonly orderId: string };

type ProductEvent = DomainEvent<string, ContentCreatedData | ContentUpdatedData>;

const UPDATED = contentEventType('products', 'Updated');

const withHold = (held: ReadonlyMap<string, number>, movement: StockMovement): ReadonlyMap<string, number> => {
  const next = new Map(held);
  if (movement.change === 'reserved') next.set(movement.orderId, movement.quantity);
  else next.delete(movement.orderId);
  return next;
};

export const productStockDecider: Decider<ProductStock, ProductStockCommand, ProductEvent> = {
  initialState: () => ({ live: false, title: '', stock: 0, held: new Map() }),

  evolve(state, event) {
    if (event.type.endsWith('Created')) {
      const { fields } = event.data as ContentCreatedData;
      return { ...state, live: true, title: String(fields.title ?? ''), stock: typeof fields.stock === 'number' ? fields.stock : 0 };
    }
    if (event.type.endsWith('Deleted')) return { ...state, live: false };
    if (!event.type.endsWith('Updated')) return state;
    const { changes, stockMovement } = event.data as ContentUpdatedData;
    return {
      ...state,
      title: typeof changes.title === 'string' ? changes.title : state.title,
      stock: typeof changes.stock === 'number' ? changes.stock : state.stock,
      held: stockMovement ? withHold(state.held, stockMovement) : state.held,
    };
  },

  decide(command, state) {
    const { productId: id, orderId } = command;
    const move = (stock: number, movement: StockMovement): ProductEvent[] => [{ type: UPDATED, data: { id, family: 'products', changes: { stock }, stockMovement: movement } }];
    switch (command.type) {
      case 'ReserveStock': {
        if (state.held.has(orderId)) return [];
        if (!state.live || state.stock < command.quantity) throw refuse('order.out_of_stock', { title: state.title });
        return move(state.stock - command.quantity, { orderId, change: 'reserved', quantity: command.quantity });
      }
      case 'ReleaseStock': {
        const quantity = state.held.get(orderId);
        if (quantity === undefined) return [];
        return move(state.stock + quantity, { orderId, change: 'released', quantity });
      }
    }
  },
};
