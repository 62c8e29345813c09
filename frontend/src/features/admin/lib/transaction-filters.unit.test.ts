import { describe, expect, it } from 'vitest';
import { readTransactionFilters, transactionQuery } from './transaction-filters';

describe('transaction filters', () => {
  it('reads the filters from the address, missing ones empty', () => {
    expect(readTransactionFilters(new URLSearchParams('type=debit&min=100'))).toEqual({ user: '', type: 'debit', status: '', from: '', to: '', min: '100', max: '' });
  });

  it('asks get_transactions for the filters that are set, amounts in paise, unknown choices left out', () => {
    const filters = readTransactionFilters(new URLSearchParams('user=u1&type=refund&status=nope&from=2026-11-01&to=2026-11-30&min=99.50&max=1,000'));
    expect(transactionQuery(filters, 3)).toEqual({
      page: 3,
      limit: 20,
      user_id: 'u1',
      type: 'refund',
      status: undefined,
      from: '2026-11-01',
      to: '2026-11-30',
      min_amount: 99_50,
      max_amount: 1000_00,
    });
  });
});
