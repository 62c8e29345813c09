import { describe, expect, it } from 'vitest';
import { emptyShipping, normalShipping, shippingOf, validateShipping } from './shipping';

const address = { name: ' Asha Rao ', phone: '98765-43210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560 001' };

describe('shipping', () => {
  it('sends text trimmed, and the phone and pincode as bare digits', () => {
    expect(normalShipping(address)).toEqual({ name: 'Asha Rao', phone: '9876543210', address_line: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' });
    expect(validateShipping(address)).toEqual({});
  });

  it('needs every field, by the server’s rules', () => {
    expect(validateShipping({ ...emptyShipping, name: '   ' })).toEqual({
      name: { kind: 'required' },
      phone: { kind: 'required' },
      address_line: { kind: 'required' },
      city: { kind: 'required' },
      state: { kind: 'required' },
      pincode: { kind: 'required' },
    });
    expect(validateShipping({ ...address, phone: '+919876543210', pincode: '56001', name: 'a'.repeat(101), address_line: 'b'.repeat(301) })).toEqual({
      name: { kind: 'tooLong', max: 100 },
      phone: { kind: 'phone' },
      address_line: { kind: 'tooLong', max: 300 },
      pincode: { kind: 'pincode' },
    });
  });

  it('reads the address back from a kept request, and nothing from anything else', () => {
    expect(shippingOf({ kind: 'product', items: [], shipping: normalShipping(address) })).toEqual(normalShipping(address));
    expect(shippingOf({ shipping: { ...address, city: 7 } })).toBeUndefined();
    expect(shippingOf(undefined)).toBeUndefined();
  });
});
