import { describe, expect, it } from 'vitest';
import { orderIdFor } from './order-id.js';

describe('order id of an Idempotency-Key', () => {
  const user = '22222222-2222-4222-8222-222222222222';

  it('is a version 8 UUID (RFC 9562), the same for the same user and key', () => {
    const id = orderIdFor(user, 'key-12345678');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(orderIdFor(user, 'key-12345678')).toBe(id);
  });

  it('differs for another key or another user', () => {
    const id = orderIdFor(user, 'key-12345678');
    expect(orderIdFor(user, 'key-12345679')).not.toBe(id);
    expect(orderIdFor('33333333-3333-4333-8333-333333333333', 'key-12345678')).not.toBe(id);
  });
});
