import { describe, expect, it } from 'vitest';
import { mailTexts, wordMail, type MailWording } from './mail-texts.js';

/** Parameters enough for any kind: each reads the ones it names. */
const params = { subject: 'Refund', name: 'Asha', email: 'asha@example.in', reference: 'T-1A2B3C4D', side: 'customer', items: '1 × Shree Yantra', carrier: 'India Post', trackingNumber: 'EE1IN', mediaUrl: 'https://example.in/p.jpg', reason: 'Out of stock', refundAmount: 89_900 } as const;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('mail texts by kind, in English and Hindi', () => {
  it('words every kind in both languages: a Hindi subject and body in Devanagari, different from the English', () => {
    for (const [kind, wording] of Object.entries(mailTexts)) {
      const texts = wordMail(wording as MailWording<typeof params>, params);
      expect(texts.hi.subject, kind).toMatch(DEVANAGARI);
      expect(texts.hi.body, kind).toMatch(DEVANAGARI);
      expect(texts.en.subject, kind).not.toMatch(DEVANAGARI);
      expect(texts.hi.subject, kind).not.toBe(texts.en.subject);
      expect(texts.both.subject, kind).toBe(`${texts.en.subject} | ${texts.hi.subject}`);
    }
  });

  it('puts what a person wrote above the wording, once, in each language and in both', () => {
    const texts = wordMail(mailTexts.support_reply_to_opener, { reference: 'T-1A2B3C4D' }, 'Your refund is on its way.');
    expect(texts.en.body).toBe('Your refund is on its way.\n\nRead the whole ticket and answer it under Support in your Nakshatra account (ticket T-1A2B3C4D).');
    expect(texts.hi.body).toBe('Your refund is on its way.\n\nपूरा टिकट पढ़ने और जवाब देने के लिए अपने नक्षत्र खाते में सहायता खोलें (टिकट T-1A2B3C4D)।');
    expect(texts.both.body.split('Your refund is on its way.')).toHaveLength(2);
    expect(texts.both.body).toBe(`${texts.en.body}\n\n—\n\n${texts.hi.body.split('\n\n')[1]}`);
  });

  it('ends each order mail with its items and the order history, and says a cancellation’s refund in rupees or that none was left', () => {
    expect(wordMail(mailTexts.order_packed, { items: '2 × Rudraksha mala' }).en.body).toBe(
      'Your order is packed and will be handed to the courier soon.\n\nItems: 2 × Rudraksha mala.\nSee it in your order history on Nakshatra.',
    );
    expect(wordMail(mailTexts.order_cancelled, { items: '1 × Shree Yantra', reason: 'Out of stock', refundAmount: 0 }).hi.body).toBe(
      'आपका ऑर्डर रद्द हुआ: Out of stock\nलौटाने के लिए कुछ शेष नहीं था।\n\nसामान: 1 × Shree Yantra।\nइसे नक्षत्र पर अपने ऑर्डर इतिहास में देखें।',
    );
    expect(wordMail(mailTexts.order_cancelled, { items: '1 × Shree Yantra', reason: 'Out of stock', refundAmount: 89_950 }).en.body).toContain('₹ 899.50 is refunded to your Nakshatra wallet.');
  });

  it('names the visitor’s language to the team only when the contact form said it', () => {
    expect(wordMail(mailTexts.contact_message, { name: 'Asha', email: 'asha@example.in', phone: '9876543210' }).en.body).toBe('From: Asha <asha@example.in>, phone 9876543210');
    expect(wordMail(mailTexts.contact_message, { name: 'Asha', email: 'asha@example.in', language: 'en' }).hi.body).toBe(
      'भेजने वाले: Asha <asha@example.in>\nउन्होंने साइट अंग्रेज़ी में पढ़ते हुए लिखा: उत्तर इसी भाषा में दें।',
    );
  });
});
