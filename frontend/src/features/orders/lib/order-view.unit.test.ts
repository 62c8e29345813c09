import { describe, expect, it } from 'vitest';
import { orderViewSearch, readOrderView } from './order-view';

const read = (query: string) => readOrderView(new URLSearchParams(query));

describe('order view', () => {
  it('opens on the first page of orders', () => {
    expect(read('')).toEqual({ tab: 'orders', page: 1 });
  });

  it('reads the tab and the page, ignoring ones that do not exist', () => {
    expect(read('tab=consultations&page=3')).toEqual({ tab: 'consultations', page: 3 });
    expect(read('tab=refunds&page=0')).toEqual({ tab: 'orders', page: 1 });
  });

  it('writes the view into the address without the defaults, and reads it back', () => {
    expect(orderViewSearch({ tab: 'orders', page: 1 })).toBe('');
    expect(orderViewSearch({ tab: 'recharges', page: 1 })).toBe('?tab=recharges');
    expect(orderViewSearch({ tab: 'orders', page: 2 })).toBe('?page=2');
    expect(read(orderViewSearch({ tab: 'recharges', page: 4 }).slice(1))).toEqual({ tab: 'recharges', page: 4 });
  });
});
