import { describe, expect, it } from 'vitest';
import { eventList } from './event-list.js';
import { ruleRefundOrphans } from './rule-refund-orphans.js';

const event = eventList('2026-11-28T10:00:00Z');

const S = 's-1';
const chat = `chat-${S}`;
const source = { kind: 'session', id: S };
const requested = event(chat, 'ChatRequested', { sessionId: S, customerId: 'c-1', astrologerId: 'a-1', astrologerUserId: 'u-1', pricePerMin: 25_00, channel: 'chat', freeMinutes: 0, requestedAt: '2026-11-28T10:00:00.000Z' });
const accepted = event(chat, 'ChatAccepted', { acceptedAt: '2026-11-28T10:00:01.000Z' });
const debited = (minute: number) => event('wallet-c-1', 'WalletDebited', { transactionId: `d-${minute}`, amount: 25_00, source, idempotencyKey: `${S}/${minute}` });
const earned = (minute: number) => event('astrologer-earnings-a-1', 'AstrologerEarned', { sessionId: S, minute, gross: 25_00, commission: 5_00, amount: 20_00, walletTransactionId: `d-${minute}` });
/** The astrologer never wrote: the astrologer_silent rule applies. */
const ended = event(chat, 'ChatEnded', { by: 'customer', reason: null, endedAt: '2026-11-28T10:01:30.000Z', durationSeconds: 89, totalBilled: 50_00 });
const refunded = (minute: number, transactionId = `r-${minute}`) =>
  event('wallet-c-1', 'WalletRefunded', { transactionId, refundOf: `d-${minute}`, amount: 25_00, source, rule: 'astrologer_silent', borneBy: 'astrologer', idempotencyKey: `refund-rule-d-${minute}` });
const reversed = (minute: number) => event('astrologer-earnings-a-1', 'AstrologerEarningReversed', { sessionId: S, minute, walletTransactionId: `d-${minute}`, refundTransactionId: `r-${minute}`, amount: 20_00, rule: 'astrologer_silent' });
const recorded = (amount = 50_00) => event(chat, 'ChatRefundedByRule', { rule: 'astrologer_silent', amount, astrologerEarning: 40_00, commission: 10_00, refundedAt: '2026-11-28T10:01:31.000Z' });
const billed = [requested, accepted, debited(1), earned(1), debited(2), earned(2)];
const whole = [...billed, ended, refunded(1), refunded(2), reversed(1), reversed(2), recorded()];

/** The soak's check must find what it claims to: a rule's refund cut by a crash, or still under way when the soak audits. */
describe('rule refund orphans', () => {
  it('finds nothing when a rule refund is complete, or a consultation is still on', () => {
    expect(ruleRefundOrphans(whole)).toEqual([]);
    expect(ruleRefundOrphans(billed)).toEqual([]);
  });

  it('finds an ended consultation a rule applies to that is not refunded and recorded yet', () => {
    expect(ruleRefundOrphans([...billed, ended])).toEqual([
      `debit d-1 of session ${S} refunded by rule astrologer_silent 0 times`,
      `debit d-2 of session ${S} refunded by rule astrologer_silent 0 times`,
      `session ${S} refunded by rule astrologer_silent recorded 0 times`,
    ]);
  });

  it('finds a refund of a credited minute whose earning is not taken back yet (what the wallet audit reports as taken back 0 times)', () => {
    expect(ruleRefundOrphans([...billed, ended, refunded(1), refunded(2), reversed(1)])).toEqual([`rule refund r-2 of session ${S} taken back from the astrologer 0 times`, `session ${S} refunded by rule astrologer_silent recorded 0 times`]);
  });

  it('finds a minute refunded twice, and a record that disagrees with the wallet', () => {
    expect(ruleRefundOrphans([...whole, refunded(2, 'r-again')])).toEqual([`debit d-2 of session ${S} refunded by rule astrologer_silent 2 times`, `rule refund r-again of session ${S} taken back from the astrologer 0 times`, `session ${S} recorded 5000 refunded by rule, the wallet refunded 7500`]);
    expect(ruleRefundOrphans([...billed, ended, refunded(1), refunded(2), reversed(1), reversed(2), recorded(25_00)])).toEqual([`session ${S} recorded 2500 refunded by rule, the wallet refunded 5000`]);
  });

  it('finds rule refunds of a consultation no rule applies to', () => {
    const replied = event(chat, 'ChatMessageSent', { messageId: 'm-1', from: 'astrologer', text: 'Namaste', sentAt: '2026-11-28T10:00:05.000Z' });
    expect(ruleRefundOrphans([requested, accepted, replied, debited(1), earned(1), ended])).toEqual([]);
    expect(ruleRefundOrphans([requested, accepted, replied, debited(1), earned(1), ended, refunded(1)])).toEqual([`session ${S}, to which no rule applies, has 1 rule refunds and 0 records`]);
  });
});
