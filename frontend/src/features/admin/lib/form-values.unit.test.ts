import { describe, expect, it } from 'vitest';
import { contentFields } from './content-fields';
import { changedFields, createBody, fromInput, initialInputs, isoToIstLocal, istLocalToIso, paiseToRupees, rupeesToPaise } from './form-values';

describe('form values ↔ API values', () => {
  it('shows paise as rupees and reads rupees back as whole paise', () => {
    expect(paiseToRupees(15000)).toBe('150');
    expect(paiseToRupees(15050)).toBe('150.50');
    expect(rupeesToPaise('150')).toBe(15000);
    expect(rupeesToPaise('150.5')).toBe(15050);
    expect(rupeesToPaise('0.29')).toBe(29);
  });

  it('reads and writes datetime-local values as India time with its offset', () => {
    expect(isoToIstLocal('2026-11-22T10:35:00Z')).toBe('2026-11-22T16:05');
    expect(istLocalToIso('2026-11-22T16:05')).toBe('2026-11-22T16:05:00+05:30');
    expect(Date.parse(istLocalToIso(isoToIstLocal('2026-11-22T10:35:00.000Z')))).toBe(Date.parse('2026-11-22T10:35:00Z'));
  });

  it('fills a new form with the schema defaults and sends only filled fields', () => {
    const fields = contentFields('products');
    const inputs = initialInputs(fields);
    expect(inputs).toMatchObject({ title: '', status: 'draft', sort_order: '0', images: [], price: '' });
    expect(createBody(fields, { ...inputs, title: 'Rudraksha', price: '499', mrp: '599.5', stock: '10' })).toEqual({
      title: 'Rudraksha',
      status: 'draft',
      sort_order: 0,
      price: 49_900,
      mrp: 59_950,
      stock: 10,
      images: [],
    });
  });

  it('leaves an empty optional list out, and sends a needed one empty for the schema to judge', () => {
    const [tags] = contentFields('blog').filter((field) => field.name === 'tags');
    const [images] = contentFields('gallery').filter((field) => field.name === 'images');
    expect(fromInput(tags!, [])).toBeUndefined();
    expect(fromInput(images!, [])).toEqual([]);
  });

  it('names only the changed fields in an update, converted; an emptied field is sent as null', () => {
    const fields = contentFields('products');
    const initial = initialInputs(fields, { title: 'Rudraksha', price: 49_900, mrp: 59_900, stock: 3, summary: 'Five-faced', images: ['/uploads/a.png'], status: 'draft', sort_order: 0 });
    expect(initial).toMatchObject({ price: '499', mrp: '599', stock: '3' });
    expect(changedFields(fields, initial, initial)).toEqual({});
    expect(changedFields(fields, initial, { ...initial, price: '450', summary: '', images: ['/uploads/a.png', '/uploads/b.png'] })).toEqual({
      price: 45_000,
      summary: null,
      images: ['/uploads/a.png', '/uploads/b.png'],
    });
  });
});
