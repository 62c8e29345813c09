import type { ContentFamilyName } from './content-families.js';

/** Content events are `<Family>Created/Updated/Deleted` in streams `content.<family>-<id>`. */
export type ContentChange = 'Created' | 'Updated' | 'Deleted';

const pascal = (name: string): string => name.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

export const contentEventType = (family: ContentFamilyName, change: ContentChange): string => `${pascal(family)}${change}`;

export const contentStreamName = (family: ContentFamilyName, id: string): string => `content.${family}-${id}`;

export const CONTENT_STREAM_CATEGORY = 'content.';

export interface ContentCreatedData {
  readonly id: string;
  readonly family: ContentFamilyName;
  readonly fields: Record<string, unknown>;
}

export interface ContentUpdatedData {
  readonly id: string;
  readonly family: ContentFamilyName;
  /** Only the fields that changed. */
  readonly changes: Record<string, unknown>;
  /** Set when an order, not an admin, changed a product's stock (docs/orders.md, "Stock"). */
  readonly stockMovement?: StockMovement;
}

/** An order taking pieces off a product's stock (reserved) or giving them back (released, on cancel). */
export interface StockMovement {
  readonly orderId: string;
  readonly change: 'reserved' | 'released';
  readonly quantity: number;
}

export interface ContentDeletedData {
  readonly id: string;
  readonly family: ContentFamilyName;
}

export type ContentEventData = ContentCreatedData | ContentUpdatedData | ContentDeletedData;
