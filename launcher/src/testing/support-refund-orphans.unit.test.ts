import { supportRefundKey } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { eventList } from './event-list.js';
import { supportRefundOrphans } from './support-refund-orphans.js';

const event = eventList();

const T = 't-1';
const ticket = `support-ticket-${T}`;
const opened = event(ticket, 'SupportTicketOpened', { ticketId: T, customerId: 'c-1', category: 'refund', link: { kind: 'order', id: 'o-1' } });
/** 30 rupees over two debits: all of the first (20), half of the second. */
const decided = (amount = 30_00) =>
  event(ticket, 'SupportRefundDecided', {
    ticketId: T,
    customerId: 'c-1',
    decision: amount === 0 ? 'none' : 'partial',
    amount,
    refundable: 40_00,
    parts: amount === 0 ? [] : [{ debitId: 'd-1', amount: 20_00 }, { debitId: 'd-2', amount: 10_00 }],
    note: '',
  });
const refunded = (debitId: string, amount: number, transactionId = `r-${debitId}`) =>
  event('wallet-c-1', 'WalletRefunded', { transactionId, refundOf: debitId, amount, source: { kind: 'order', id: 'o-1' }, idempotencyKey: supportRefundKey(T, debitId) });
const recordedPaid = (amount = 30_00, transactionIds = ['r-d-1', 'r-d-2']) => event(ticket, 'SupportRefundPaid', { ticketId: T, amount, transactionIds });
const whole = [opened, decided(), refunded('d-1', 20_00), refunded('d-2', 10_00), recordedPaid()];

/** The soak's check must find what it claims to: each case is a refund a crash could cut. */
describe('support refund orphans', () => {
  it('finds nothing when a decided refund is paid once, a decision of none pays nothing, and a ticket decides nothing', () => {
    expect(supportRefundOrphans(whole)).toEqual([]);
    expect(supportRefundOrphans([opened, decided(0)])).toEqual([]);
    expect(supportRefundOrphans([opened])).toEqual([]);
    // A part another refund had reached is refunded only as far as its debit allowed: paid less than decided.
    expect(supportRefundOrphans([opened, decided(), refunded('d-1', 20_00), recordedPaid(20_00, ['r-d-1'])])).toEqual([]);
  });

  it('finds a decided refund never recorded paid, or recorded twice', () => {
    expect(supportRefundOrphans([opened, decided(), refunded('d-1', 20_00)])).toEqual([`ticket ${T} decided 3000 and recorded paid 0 times`]);
    expect(supportRefundOrphans([...whole, recordedPaid()])).toEqual([`ticket ${T} decided 3000 and recorded paid 2 times`]);
  });

  it('finds a part refunded twice or beyond its share, a refund the record does not name, and one for no decided part', () => {
    expect(supportRefundOrphans([opened, decided(), refunded('d-1', 20_00), refunded('d-1', 20_00, 'r-again'), refunded('d-2', 10_00), recordedPaid()])).toEqual([
      `${supportRefundKey(T, 'd-1')} refunded more than once`,
      expect.stringContaining('the wallet refunded 5000 in 3'),
    ]);
    expect(supportRefundOrphans([opened, decided(), refunded('d-1', 30_00), refunded('d-2', 10_00), recordedPaid(40_00)])).toEqual([
      `${supportRefundKey(T, 'd-1')} refunded 3000 of debit d-1, decided 2000 of d-1`,
      `ticket ${T} paid 4000, more than the 3000 decided`,
    ]);
    expect(supportRefundOrphans([opened, decided(), refunded('d-1', 20_00), refunded('d-2', 10_00), recordedPaid(20_00, ['r-d-1'])])).toEqual([expect.stringContaining('recorded 2000 paid in 1 refunds, the wallet refunded 3000 in 2')]);
    expect(supportRefundOrphans([opened, refunded('d-1', 20_00)])).toEqual([`${supportRefundKey(T, 'd-1')} refunded for no decided part`]);
  });
});
