import { describe, expect, it } from 'vitest';
import { earningReversalWorkflow as workflow } from './earning-reversal.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const WALLET = 'wallet-u-1';
const EARNINGS = 'astrologer-earnings-a-1';
const NOW = '2026-11-28T10:00:00.000Z';
const session = { kind: 'session', id: 's-1' } as const;
const refund = (id: string, fields: object) => recorded(WALLET, 'WalletRefunded', { transactionId: id, refundOf: 'd-1', amount: 10_00, source: session, ...fields }, NOW);
const reversed = (refundId: string) => recorded(EARNINGS, 'AstrologerEarningReversed', { sessionId: 's-1', minute: 1, walletTransactionId: 'd-1', refundTransactionId: refundId, amount: 7_00 }, NOW);

describe('earning-reversal workflow', () => {
  it('takes back the earning of a refund a person decided with the astrologer at fault, at once', () => {
    const atFault = [refund('r-1', { borneBy: 'astrologer' })];
    expect(given(workflow, atFault).when('r-1', NOW)).toEqual({ type: 'ReverseEarning', sessionId: 's-1', reversal: { debitId: 'd-1', refundTransactionId: 'r-1', refunded: 10_00 } });
    expect(given(workflow, atFault).done('r-1')).toBe(false);
  });

  it('asks nothing more once the reversal is written, and forgets the refund', () => {
    const flow = given(workflow, [refund('r-1', { borneBy: 'astrologer' }), reversed('r-1')]);
    expect(flow.when('r-1', NOW)).toBeUndefined();
    expect(flow.done('r-1')).toBe(true);
  });

  it("leaves alone a goodwill refund, a refund from before the question, an order's, and a rule's (the refund-rules workflow reverses those)", () => {
    const others = [
      refund('r-2', { borneBy: 'platform' }),
      refund('r-3', {}),
      recorded(WALLET, 'WalletRefunded', { transactionId: 'r-4', refundOf: 'o-1', amount: 5_00, source: { kind: 'order', id: 'o-1' } }, NOW),
      refund('r-5', { borneBy: 'astrologer', rule: 'astrologer_silent' }),
    ];
    expect(given(workflow, others).keys()).toEqual([]);
  });

  it("forgets at once a reversal whose refund it never followed (a rule's)", () => {
    expect(given(workflow, [reversed('r-5')]).done('r-5')).toBe(true);
  });
});
