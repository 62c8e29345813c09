import type { AstrologerEarningsEvent, LiveGiftEvent, LiveGiftSent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { earningsDecider } from '../../chat/astrologer-earnings.decider.js';
import { givenWhen } from '../../shared/testing/given-when.js';
import { liveGiftDecider } from './live-gift.decider.js';

const given = givenWhen(liveGiftDecider);
const giftId = '11111111-1111-4111-8111-111111111111';
const at = new Date('2026-11-27T10:00:00.000Z');
const gift: LiveGiftSent = {
  giftId,
  sessionId: '33333333-3333-4333-8333-333333333333',
  astrologerId: '55555555-5555-4555-8555-555555555555',
  senderUserId: '22222222-2222-4222-8222-222222222222',
  senderName: 'Asha',
  catalogueGiftId: '66666666-6666-4666-8666-666666666666',
  name: 'Rose',
  nameHi: 'गुलाब',
  emoji: '🌹',
  price: 21_00,
  commission: 6_30,
  astrologerEarning: 14_70,
  walletTransactionId: '77777777-7777-4777-8777-777777777777',
  sentAt: at.toISOString(),
};
const sent: LiveGiftEvent = { type: 'LiveGiftSent', data: gift };
const voided: LiveGiftEvent = { type: 'LiveGiftVoided', data: { giftId, walletTransactionId: gift.walletTransactionId, voidedAt: at.toISOString() } };
const voidIt = { type: 'VoidGift', giftId, walletTransactionId: gift.walletTransactionId, at } as const;

describe('live gift decider', () => {
  it('records a gift once: a retry (or the workflow) after it appends nothing', () => {
    expect(given([]).when({ type: 'RecordGift', gift })).toEqual([sent]);
    expect(given([sent]).when({ type: 'RecordGift', gift: { ...gift, sentAt: new Date().toISOString() } })).toEqual([]);
  });

  it('voids a debited gift never recorded, and never one that went on air', () => {
    expect(given([]).when(voidIt)).toEqual([voided]);
    expect(given([sent]).when(voidIt)).toEqual([]);
    expect(given([voided]).when(voidIt)).toEqual([]);
  });

  it('refuses to record a voided gift: its money is being given back', () => {
    const refused = given([voided]).when({ type: 'RecordGift', gift }) as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect([refused.status, refused.code]).toEqual([409, 'live.gift_voided']);
  });
});

describe('astrologer earnings decider: gifts', () => {
  const earnings = givenWhen(earningsDecider);
  const earning = { giftId, sessionId: gift.sessionId, gross: 21_00, commission: 6_30, amount: 14_70, walletTransactionId: gift.walletTransactionId };
  const earned: AstrologerEarningsEvent = { type: 'AstrologerGiftEarned', data: earning };
  const minute: AstrologerEarningsEvent = { type: 'AstrologerEarned', data: { sessionId: gift.sessionId, minute: 1, gross: 20_00, commission: 6_00, amount: 14_00, walletTransactionId: 't1' } };

  it('credits a gift once, beside the minutes', () => {
    expect(earnings([minute]).when({ type: 'CreditGift', earning })).toEqual([earned]);
    expect(earnings([minute, earned]).when({ type: 'CreditGift', earning })).toEqual([]);
  });

  it('keeps a gift and a minute of the same session apart', () => {
    expect(earnings([earned]).when({ type: 'Credit', earning: minute.data as never })).toEqual([minute]);
  });

  it('adds gifts and minutes to the total', () => {
    const state = [minute, earned].reduce(earningsDecider.evolve, earningsDecider.initialState());
    expect(state.total).toBe(14_00 + 14_70);
  });
});
