import { describe, expect, it } from 'vitest';
import { hasFilters, historyViewSearch, readHistoryView } from './history-view';

const read = (query: string) => readHistoryView(new URLSearchParams(query));

describe('history view', () => {
  it('opens on the first page of everything', () => {
    expect(read('')).toEqual({ tab: 'all', status: '', from: '', to: '', page: 1 });
  });

  it('reads the tab, status, dates and page, ignoring what does not exist', () => {
    expect(read('tab=refunds&status=success&from=2026-11-01&to=2026-11-30&page=3')).toEqual({ tab: 'refunds', status: 'success', from: '2026-11-01', to: '2026-11-30', page: 3 });
    expect(read('tab=orders&status=paid&from=yesterday&to=2026-13-45&page=0')).toEqual({ tab: 'all', status: '', from: '', to: '', page: 1 });
  });

  it('writes the view into the address without the defaults, and reads it back', () => {
    expect(historyViewSearch(read(''))).toBe('');
    expect(historyViewSearch({ tab: 'debits', status: '', from: '', to: '', page: 2 })).toBe('?tab=debits&page=2');
    const view = { tab: 'recharges', status: 'failed', from: '2026-11-01', to: '2026-11-02', page: 4 } as const;
    expect(read(historyViewSearch(view).slice(1))).toEqual(view);
  });

  it('tells a filtered view from a plain one', () => {
    expect(hasFilters(read('tab=refunds&page=2'))).toBe(false);
    expect(hasFilters(read('from=2026-11-01'))).toBe(true);
  });
});
