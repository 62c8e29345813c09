import { describe, expect, it } from 'vitest';
import { liveGiftWorkflow } from './live-gift.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const GRACE_MS = 60_000;
const workflow = liveGiftWorkflow(GRACE_MS);
const GIFT = 'g-1';
const AT = '2026-11-27T10:00:00.000Z';
const LATER = '2026-11-27T10:01:00.000Z';
const JUST_BEFORE = '2026-11-27T10:00:59.999Z';

const debited = recorded('wallet-u-1', 'WalletDebited', { transactionId: 't-1', amount: 21_00, balanceAfter: 79_00, source: { kind: 'gift', id: GIFT } }, AT);
const gift = { giftId: GIFT, sessionId: 's-1', astrologerId: 'a-1', price: 21_00, commission: 6_30, astrologerEarning: 14_70, walletTransactionId: 't-1' };
const sent = recorded(`gift-${GIFT}`, 'LiveGiftSent', gift, AT);
const earned = recorded('astrologer-earnings-a-1', 'AstrologerGiftEarned', { giftId: GIFT, sessionId: 's-1', amount: 14_70 }, AT);
const voided = recorded(`gift-${GIFT}`, 'LiveGiftVoided', { giftId: GIFT, walletTransactionId: 't-1' }, LATER);
const refunded = recorded('wallet-u-1', 'WalletRefunded', { transactionId: 't-2', refundOf: 't-1', amount: 21_00, source: { kind: 'gift', id: GIFT } }, LATER);

describe('live gift workflow', () => {
  it('ignores money that is not a gift', () => {
    const order = recorded('wallet-u-1', 'WalletDebited', { transactionId: 't-9', amount: 5_00, source: { kind: 'order', id: 'o-1' } }, AT);
    expect(given(workflow, [order]).keys()).toEqual([]);
  });

  it('asks nothing of a gift debited, recorded and credited', () => {
    expect(given(workflow, [debited, sent, earned]).when(GIFT, LATER)).toBeUndefined();
    expect(given(workflow, [debited, sent, earned]).done(GIFT)).toBe(true);
  });

  it('credits the astrologer at once for a gift on air not credited (completion)', () => {
    expect(given(workflow, [debited, sent]).when(GIFT, AT)).toEqual({ type: 'CreditGiftEarning', gift });
  });

  it('leaves a debit without its record alone during the grace: the request or its retry may still record it', () => {
    expect(given(workflow, [debited]).when(GIFT, JUST_BEFORE)).toBeUndefined();
  });

  it('voids a debit never recorded once the grace has passed, then refunds it (compensation)', () => {
    expect(given(workflow, [debited]).when(GIFT, LATER)).toEqual({ type: 'VoidGift', giftId: GIFT, walletTransactionId: 't-1' });
    expect(given(workflow, [debited, voided]).when(GIFT, LATER)).toEqual({ type: 'RefundVoidedGift', giftId: GIFT, userId: 'u-1', transactionId: 't-1', amount: 21_00 });
    expect(given(workflow, [debited, voided, refunded]).when(GIFT, LATER)).toBeUndefined();
    expect(given(workflow, [debited, voided, refunded]).done(GIFT)).toBe(true);
  });

  it('forgets an admin refund of a gift it no longer follows', () => {
    expect(given(workflow, [refunded]).done(GIFT)).toBe(true);
    expect(given(workflow, [refunded]).when(GIFT, LATER)).toBeUndefined();
  });

  it('never voids a gift that went on air', () => {
    expect(given(workflow, [debited, sent, earned]).when(GIFT, '2026-11-28T10:00:00.000Z')).toBeUndefined();
  });
});
