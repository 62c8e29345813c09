import { describe, expect, it } from 'vitest';
import { refundRulesWorkflow as workflow } from './refund-rules.workflow.js';
import { given, recorded } from './testing/given-workflow.js';

const S = 's-1';
const CHAT = `chat-${S}`;
const WALLET = 'wallet-u-1';
const EARNINGS = 'astrologer-earnings-a-1';
const T0 = '2026-11-28T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

const requested = (channel: 'chat' | 'call' = 'chat') => recorded(CHAT, 'ChatRequested', { sessionId: S, customerId: 'u-1', astrologerId: 'a-1', channel, pricePerMin: 20_00 }, T0);
const accepted = recorded(CHAT, 'ChatAccepted', { acceptedAt: T0 }, T0);
const debit = (id: string, seconds: number) => recorded(WALLET, 'WalletDebited', { transactionId: id, amount: 20_00, source: { kind: 'session', id: S } }, at(seconds));
const earned = (id: string, minute: number) => recorded(EARNINGS, 'AstrologerEarned', { sessionId: S, minute, gross: 20_00, commission: 6_00, amount: 14_00, walletTransactionId: id }, at(minute * 60));
const reply = (seconds: number) => recorded(CHAT, 'ChatMessageSent', { messageId: 'm', from: 'astrologer', text: 'Namaste', sentAt: at(seconds) }, at(seconds));
const ended = (seconds: number, extra: object = {}) => recorded(CHAT, 'ChatEnded', { by: 'customer', reason: null, endedAt: at(seconds), durationSeconds: seconds, totalBilled: 40_00, ...extra }, at(seconds));
const ruleRefund = (id: string, refundOf: string, amount = 20_00) =>
  recorded(WALLET, 'WalletRefunded', { transactionId: id, refundOf, amount, source: { kind: 'session', id: S }, rule: 'astrologer_silent' }, at(200));
const reversed = (refundId: string, debitId: string, minute: number) =>
  recorded(EARNINGS, 'AstrologerEarningReversed', { sessionId: S, minute, walletTransactionId: debitId, refundTransactionId: refundId, amount: 14_00, rule: 'astrologer_silent' }, at(200));

/** A paid chat of two minutes the astrologer said nothing in. */
const silentChat = [requested(), accepted, debit('d-1', 0), earned('d-1', 1), debit('d-2', 60), earned('d-2', 2), ended(100)];

describe('refund-rules workflow', () => {
  it('asks nothing while the consultation runs', () => {
    expect(given(workflow, silentChat.slice(0, -1)).when(S, at(100))).toBeUndefined();
    expect(given(workflow, silentChat.slice(0, -1)).done(S)).toBe(false);
  });

  it('refunds each paid minute in full when a silent chat ends, one debit at a time', () => {
    expect(given(workflow, silentChat).when(S, at(100))).toEqual({ type: 'RefundMinuteByRule', customerId: 'u-1', sessionId: S, debitId: 'd-1', amount: 20_00, rule: 'astrologer_silent' });
    expect(given(workflow, [...silentChat, ruleRefund('r-1', 'd-1')]).when(S, at(100))).toMatchObject({ type: 'RefundMinuteByRule', debitId: 'd-2' });
  });

  it('then takes back the astrologer their earning of each refunded minute', () => {
    const refunded = [...silentChat, ruleRefund('r-1', 'd-1'), ruleRefund('r-2', 'd-2')];
    expect(given(workflow, refunded).when(S, at(200))).toEqual({ type: 'ReverseEarning', sessionId: S, reversal: { debitId: 'd-1', refundTransactionId: 'r-1', refunded: 20_00, rule: 'astrologer_silent' } });
    expect(given(workflow, [...refunded, reversed('r-1', 'd-1', 1)]).when(S, at(200))).toMatchObject({ type: 'ReverseEarning', reversal: { debitId: 'd-2' } });
  });

  it('records the refund on the session last, and is then done', () => {
    const all = [...silentChat, ruleRefund('r-1', 'd-1'), ruleRefund('r-2', 'd-2'), reversed('r-1', 'd-1', 1), reversed('r-2', 'd-2', 2)];
    expect(given(workflow, all).when(S, at(200))).toEqual({ type: 'RecordRuleRefund', sessionId: S, refund: { rule: 'astrologer_silent', amount: 40_00, astrologerEarning: 28_00, commission: 12_00 } });
    const recordedRefund = recorded(CHAT, 'ChatRefundedByRule', { rule: 'astrologer_silent', amount: 40_00 }, at(201));
    expect(given(workflow, [...all, recordedRefund]).when(S, at(201))).toBeUndefined();
    expect(given(workflow, [...all, recordedRefund]).done(S)).toBe(true);
  });

  it('refunds only what is left of a minute an admin partly refunded, and takes back the earning of what it refunded', () => {
    const adminRefund = recorded(WALLET, 'WalletRefunded', { transactionId: 'r-0', refundOf: 'd-1', amount: 5_00, source: { kind: 'session', id: S } }, at(90));
    const events = [...silentChat.slice(0, -1), adminRefund, ended(100)];
    expect(given(workflow, events).when(S, at(100))).toMatchObject({ type: 'RefundMinuteByRule', debitId: 'd-1', amount: 15_00 });
    const after = [...events, ruleRefund('r-1', 'd-1', 15_00), ruleRefund('r-2', 'd-2')];
    // The earnings decider takes back 14.00 × 15 / 20 = 10.50 of it (chat.decider.unit.test.ts).
    expect(given(workflow, after).when(S, at(200))).toMatchObject({ type: 'ReverseEarning', reversal: { debitId: 'd-1', refunded: 15_00 } });
  });

  it("reverses the rule's own refund of a minute even when another refund of it, found the astrologer's fault, was reversed first", () => {
    const supportRefund = recorded(WALLET, 'WalletRefunded', { transactionId: 'r-0', refundOf: 'd-1', amount: 5_00, source: { kind: 'session', id: S }, borneBy: 'astrologer' }, at(90));
    const supportReversal = recorded(EARNINGS, 'AstrologerEarningReversed', { sessionId: S, minute: 1, walletTransactionId: 'd-1', refundTransactionId: 'r-0', amount: 3_50 }, at(91));
    const events = [...silentChat.slice(0, -1), supportRefund, supportReversal, ended(100), ruleRefund('r-1', 'd-1', 15_00), ruleRefund('r-2', 'd-2')];
    expect(given(workflow, events).when(S, at(200))).toMatchObject({ type: 'ReverseEarning', reversal: { debitId: 'd-1', refundTransactionId: 'r-1', refunded: 15_00 } });
  });

  it('does nothing, and forgets the session, when no rule applies: the astrologer replied in time', () => {
    const answered = [requested(), accepted, debit('d-1', 0), earned('d-1', 1), reply(30), ended(100)];
    expect(given(workflow, answered).when(S, at(100))).toBeUndefined();
    expect(given(workflow, answered).done(S)).toBe(true);
  });

  it('does nothing for a free chat (nothing paid) or a rejected request', () => {
    const free = [requested(), accepted, ended(100)];
    expect(given(workflow, free).when(S, at(100))).toBeUndefined();
    expect(given(workflow, free).done(S)).toBe(true);
    const rejected = [requested(), recorded(CHAT, 'ChatRejected', { by: 'system', reason: 'timeout' }, at(60))];
    expect(given(workflow, rejected).done(S)).toBe(true);
  });

  it('does not follow money of a session it has not seen requested (an admin refund long after)', () => {
    const late = [ruleRefund('r-9', 'd-9')];
    expect(given(workflow, late).when(S, at(0))).toBeUndefined();
    expect(given(workflow, late).done(S)).toBe(true);
  });

  it('refunds a call lost within its first minute, billed from its connection', () => {
    const connected = recorded(CHAT, 'CallConnected', { connectedAt: at(20) }, at(20));
    const call = [requested('call'), accepted, connected, debit('d-1', 20), earned('d-1', 1), ended(70, { by: 'system', reason: 'connection_lost', lostSide: 'customer' })];
    expect(given(workflow, call).when(S, at(70))).toMatchObject({ type: 'RefundMinuteByRule', debitId: 'd-1', rule: 'lost_first_minute' });
  });

  it('ignores the customer’s messages and other money', () => {
    const customerMessage = recorded(CHAT, 'ChatMessageSent', { messageId: 'm', from: 'customer', text: 'Hello', sentAt: at(5) }, at(5));
    const order = recorded(WALLET, 'WalletDebited', { transactionId: 'o', amount: 5_00, source: { kind: 'order', id: 'o-1' } }, at(5));
    expect(given(workflow, [customerMessage, order]).keys()).toEqual([]);
  });
});
