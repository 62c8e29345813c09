import { describe, expect, it } from 'vitest';
import { REFUND_RULE_CODES, REFUND_RULES, refundRuleFor, type EndedConsultation } from './refund-rules.js';

const FROM = '2026-11-28T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(FROM) + seconds * 1000).toISOString();

/** Given a consultation billed from FROM that ended as described, when the rules are tried, then the code of the one that applies. */
const ruleFor = (consultation: Partial<EndedConsultation> & { end: EndedConsultation['end'] }) =>
  refundRuleFor({ channel: 'chat', billedFrom: FROM, firstAstrologerMessageAt: null, ...consultation })?.code;

const endedByCustomer = (seconds: number) => ({ by: 'customer', reason: null, endedAt: at(seconds) }) as const;
const lost = (seconds: number, lostSide?: 'customer' | 'astrologer') => ({ by: 'system', reason: 'connection_lost', endedAt: at(seconds), ...(lostSide ? { lostSide } : {}) }) as const;

describe('refund rules', () => {
  it('are one list, each code once, each with its text in English and Hindi', () => {
    expect(REFUND_RULES.map((rule) => rule.code)).toEqual([...REFUND_RULE_CODES]);
    for (const rule of REFUND_RULES) {
      for (const text of [rule.text.en, rule.text.hi]) expect(Object.values(text).every((value) => value.length > 0)).toBe(true);
      expect(rule.text.hi.title).not.toBe(rule.text.en.title);
    }
  });

  describe('astrologer_silent: a chat with no word from the astrologer in its first two billed minutes', () => {
    it('refunds a chat the astrologer never wrote in, however long it ran', () => {
      expect(ruleFor({ end: endedByCustomer(5 * 60) })).toBe('astrologer_silent');
    });

    it('refunds a chat whose first reply came only after two minutes', () => {
      expect(ruleFor({ firstAstrologerMessageAt: at(120), end: endedByCustomer(10 * 60) })).toBe('astrologer_silent');
    });

    it('refunds a chat ended within a minute with no reply', () => {
      expect(ruleFor({ end: endedByCustomer(40) })).toBe('astrologer_silent');
    });

    it('does not refund a chat the astrologer answered within two minutes', () => {
      expect(ruleFor({ firstAstrologerMessageAt: at(119), end: endedByCustomer(10 * 60) })).toBeUndefined();
    });

    it('does not apply to a call, nor to a chat never billed', () => {
      expect(ruleFor({ channel: 'call', end: endedByCustomer(5 * 60) })).toBeUndefined();
      expect(ruleFor({ billedFrom: null, end: { by: 'customer', reason: null, endedAt: at(30) } })).toBeUndefined();
    });
  });

  describe("astrologer_dropped: a call lost on the astrologer's side within its first two billed minutes", () => {
    it('refunds it', () => {
      expect(ruleFor({ channel: 'call', end: lost(90, 'astrologer') })).toBe('astrologer_dropped');
    });

    it("does not refund a call the astrologer's side dropped later, or that the customer's side dropped after the first minute", () => {
      expect(ruleFor({ channel: 'call', end: lost(120, 'astrologer') })).toBeUndefined();
      expect(ruleFor({ channel: 'call', end: lost(90, 'customer') })).toBeUndefined();
    });
  });

  describe('lost_first_minute: a call whose connection was lost within its first minute is not billed', () => {
    it('refunds it, whichever side was lost, or when both were', () => {
      expect(ruleFor({ channel: 'call', end: lost(59, 'customer') })).toBe('lost_first_minute');
      expect(ruleFor({ channel: 'call', end: lost(30) })).toBe('lost_first_minute');
    });

    it('names the astrologer when it was their side (the first rule that applies)', () => {
      expect(ruleFor({ channel: 'call', end: lost(30, 'astrologer') })).toBe('astrologer_dropped');
    });

    it('does not refund a call lost after its first minute, ended by a person, or never connected', () => {
      expect(ruleFor({ channel: 'call', end: lost(60, 'customer') })).toBeUndefined();
      expect(ruleFor({ channel: 'call', end: endedByCustomer(30) })).toBeUndefined();
      expect(ruleFor({ channel: 'call', billedFrom: null, end: lost(30) })).toBeUndefined();
    });
  });

  it('never reaches back: a consultation that ended before the rules came into force is not refunded', () => {
    const before = new Date(Date.parse(REFUND_RULES[0]!.inForceFrom) - 1000).toISOString();
    expect(refundRuleFor({ channel: 'chat', billedFrom: new Date(Date.parse(before) - 60_000).toISOString(), firstAstrologerMessageAt: null, end: { by: 'customer', reason: null, endedAt: before } })).toBeUndefined();
  });
});
