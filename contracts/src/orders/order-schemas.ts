import { z } from 'zod';
import { mediaUrl } from '../content/content-families.js';
import { ORDER_KINDS } from './order-events.js';

export const MAX_ORDER_ITEMS = 20;
export const MAX_ITEM_QUANTITY = 10;

/**
 * placed → paid (confirmed) → packed → shipped → delivered for products; paid → performed for a
 * pooja; either cancelled (with a refund) from paid, or from packed by an admin. payment_failed: the
 * wallet could not cover it.
 */
export const ORDER_STATUSES = ['placed', 'paid', 'payment_failed', 'packed', 'shipped', 'delivered', 'performed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const uuid = z.uuid();
const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional text; an empty form field (`''` or null) means not given. */
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const orderItem = z.strictObject({
  product_id: uuid,
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
});

/** One line per product: a product listed twice is a client bug, so it is refused rather than merged. */
const orderItems = z
  .array(orderItem)
  .min(1)
  .max(MAX_ORDER_ITEMS)
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const id = item.product_id.toLowerCase();
      if (seen.has(id)) context.addIssue({ code: 'custom', path: [index, 'product_id'], message: 'field.duplicate_item' });
      seen.add(id);
    });
  });

const shipping = z.strictObject({
  name: requiredText(100),
  phone: z.string().regex(/^\d{10}$/, 'field.phone_digits'),
  address_line: requiredText(300),
  city: requiredText(100),
  state: requiredText(100),
  pincode: z.string().regex(/^\d{6}$/, 'field.pincode'),
});

const booking = z.strictObject({
  name: requiredText(100),
  gotra: optionalText(100),
  /** Today in India or later, within POOJA_BOOKING_DAYS_AHEAD days: checked by the command service, which knows the time. */
  date: z.iso.date(),
  for_whom: optionalText(200),
  note: optionalText(500),
});

/**
 * create_order_history: an Astro Mall order or a pooja booking, paid from the wallet. The client
 * sends what and how many, never a price: the command service prices each item from its own stream.
 */
export const createOrderSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('product'), items: orderItems, shipping }), z.strictObject({ kind: z.literal('pooja'), pooja_id: uuid, booking })],
  { error: 'field.order_kind' },
);
export type CreateOrder = z.infer<typeof createOrderSchema>;
export type CreateProductOrder = Extract<CreateOrder, { kind: 'product' }>;
export type CreatePoojaOrder = Extract<CreateOrder, { kind: 'pooja' }>;

const listFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(ORDER_KINDS).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
};

/** get_user_order/{userId}: a user's own orders, newest first. */
export const userOrderListQuery = z.strictObject(listFields);
export type UserOrderListQuery = z.infer<typeof userOrderListQuery>;

const isoDate = z.iso.date();

/** get_order_history: every order, for admins; `from` / `to` are India dates, inclusive, of when the order was placed. */
export const orderHistoryQuery = z.strictObject({ ...listFields, user_id: uuid.optional(), from: isoDate.optional(), to: isoDate.optional() });
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuery>;

/**
 * update_order_history/{id}: move an order along. Admins pack, ship (carrier + tracking number) and
 * deliver product orders, record a pooja performed (a note and a photo or video link for the
 * customer), and cancel; a customer may only cancel their own order while it is confirmed.
 */
export const updateOrderSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('pack') }),
    z.strictObject({ action: z.literal('ship'), carrier: requiredText(100), tracking_number: requiredText(100) }),
    z.strictObject({ action: z.literal('deliver') }),
    z.strictObject({ action: z.literal('perform'), note: requiredText(2000), media_url: mediaUrl }),
    z.strictObject({ action: z.literal('cancel'), reason: requiredText(500) }),
  ],
  { error: 'field.order_action' },
);
export type UpdateOrder = z.infer<typeof updateOrderSchema>;
export type OrderAction = UpdateOrder['action'];
