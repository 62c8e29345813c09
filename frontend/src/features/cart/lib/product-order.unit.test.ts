import { fieldError, type FieldError } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { asSentence } from '../../../components/wallet-payment/lib/wallet-payment';
import type { CartLine } from './cart';
import { productOrderRequest, refusedFields } from './product-order';

const ruby: CartLine = { id: 'p1', slug: 'ruby', title: 'Ruby', price: 1_899_900, stock: 4, quantity: 2 };
const mala: CartLine = { id: 'p2', slug: 'mala', title: 'Mala', price: 149_900, stock: 40, quantity: 5 };
const shipping = { name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const request = productOrderRequest([ruby, mala], shipping);
const refusal = (...errors: FieldError[]) => ({ error_status: 400, code: 'request.invalid' as const, errors });
/** The English, as a sentence under its field. */
const word = (error: FieldError) => asSentence(error.message);

describe('product order', () => {
  it('sends ids, quantities and the address, never a price', () => {
    expect(request).toEqual({ kind: 'product', items: [{ product_id: 'p1', quantity: 2 }, { product_id: 'p2', quantity: 5 }], shipping });
  });

  it('puts item errors on the line sent at that place, and address errors on their fields', () => {
    const failure = refusal(fieldError('items.1.quantity', 'field.stock_left', { stock: 3 }), fieldError('shipping.pincode', 'field.pincode'));
    const refused = refusedFields(failure, request, [ruby, mala], shipping, word);
    expect(refused).toEqual({ items: { p2: 'Only 3 left in stock' }, shipping: { pincode: 'Must be exactly 6 digits' }, unplaced: false });
  });

  it('drops an error once its field no longer holds what was sent', () => {
    const failure = refusal(fieldError('items.1.quantity', 'field.stock_left', { stock: 3 }), fieldError('shipping.city', 'field.too_long', { maximum: 80 }));
    expect(refusedFields(failure, request, [ruby, { ...mala, quantity: 3 }], { ...shipping, city: 'Mysuru' }, word)).toEqual({ items: {}, shipping: {}, unplaced: false });
    expect(refusedFields(failure, request, [ruby], shipping, word).items).toEqual({});
  });

  it('says a refusal as a whole when no field shows it', () => {
    expect(refusedFields(refusal(fieldError('items', 'field.too_many', { maximum: 20 })), request, [ruby, mala], shipping, word).unplaced).toBe(true);
    expect(refusedFields(refusal(), request, [ruby, mala], shipping, word).unplaced).toBe(true);
    expect(refusedFields({ error_status: 409, code: 'wallet.insufficient_balance', params: { balance: 0, needed: 100 } }, request, [ruby, mala], shipping, word).unplaced).toBe(true);
  });
});
