import { createAstrologerSchema } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ASTROLOGERS } from './demo-astrologers.js';

// The seed applies through the real command, which validates: a bad demo astrologer would stop
// `npm start`'s first run halfway. And the lists' filters and sorts need variety to show anything.
const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.webp';
const UPLOADED_PRIVATELY = '/api/get_private_image/0123456789abcdef0123456789abcdef.webp';

describe('demo astrologers', () => {
  it('are applications the server accepts', () => {
    const problems = DEMO_ASTROLOGERS.flatMap(({ portrait: _portrait, wasOnline: _wasOnline, ...astrologer }) => {
      const parsed = createAstrologerSchema.safeParse({ ...astrologer, img_url: UPLOADED, id_document_url: UPLOADED_PRIVATELY });
      return parsed.success ? [] : [`${astrologer.name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('keep the numbers docs and tests log in with, each astrologer with a number and a portrait of their own', () => {
    expect(DEMO_ASTROLOGERS.slice(0, 4).map(({ name, phone }) => [name, phone])).toEqual([
      ['Acharya Vinod Sharma', '9000000101'],
      ['Dr. Meenakshi Iyer', '9000000102'],
      ['Tarot Reader Ananya', '9000000103'],
      ['Pandit Harish Joshi', '9000000104'],
    ]);
    expect(new Set(DEMO_ASTROLOGERS.map((astrologer) => astrologer.phone)).size).toBe(DEMO_ASTROLOGERS.length);
    expect(new Set(DEMO_ASTROLOGERS.map((astrologer) => astrologer.portrait)).size).toBe(DEMO_ASTROLOGERS.length);
  });

  it('differ in gender, skills, languages and price, and most have been online before', () => {
    expect(DEMO_ASTROLOGERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_ASTROLOGERS.map((astrologer) => astrologer.gender))).toEqual(new Set(['male', 'female', 'other']));
    expect(new Set(DEMO_ASTROLOGERS.flatMap((astrologer) => astrologer.skills)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(DEMO_ASTROLOGERS.flatMap((astrologer) => astrologer.languages)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_ASTROLOGERS.map((astrologer) => astrologer.price_per_min)).size).toBe(DEMO_ASTROLOGERS.length);
    expect(DEMO_ASTROLOGERS.filter((astrologer) => astrologer.wasOnline).length).toBeGreaterThan(DEMO_ASTROLOGERS.length / 2);
  });

  it('mostly take calls, each at a call price of their own, and some take chats only', () => {
    const callPrices = DEMO_ASTROLOGERS.map((astrologer) => astrologer.call_price_per_min ?? null);
    const taking = callPrices.filter((price) => price !== null);
    expect(taking.length).toBeGreaterThan(DEMO_ASTROLOGERS.length / 2);
    expect(taking.length).toBeLessThan(DEMO_ASTROLOGERS.length);
    expect(new Set(taking).size).toBe(taking.length);
  });
});
