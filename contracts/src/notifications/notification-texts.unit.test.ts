import { describe, expect, it } from 'vitest';
import { notificationOf, notificationText, notificationTexts } from './notification-texts.js';

describe('notification texts by kind', () => {
  it('words a known kind from its parameters, in English and in Hindi', () => {
    const data = { customer_name: 'Asha', session_id: 's-1' };
    expect(notificationText('chat_request', data, 'en')).toEqual({ title: 'New chat request', body: 'Asha would like to chat with you. Please answer within 60 seconds.' });
    expect(notificationText('chat_request', data, 'hi')).toEqual({ title: 'नया चैट अनुरोध', body: 'Asha आपसे चैट करना चाहते हैं। कृपया 60 सेकंड में जवाब दें।' });
    expect(notificationText('live_started', { astrologer_name: 'Ananya', title: 'Sunday tarot', topic: 'Career' }, 'hi')).toEqual({ title: 'Ananya अभी लाइव हैं', body: 'Sunday tarot (Career)। लाइव सत्र से जुड़ें।' });
  });

  it('adds the astrologer’s reason to a decline only when they gave one', () => {
    expect(notificationText('call_declined', { astrologer_name: 'Ravi' }, 'en')?.body).toBe('Ravi could not take your call request. Nothing was charged.');
    expect(notificationText('call_declined', { astrologer_name: 'Ravi', reason: 'In a puja' }, 'hi')?.body).toBe('Ravi आपका कॉल अनुरोध नहीं ले सके। कोई शुल्क नहीं लिया गया। उन्होंने कहा: “In a puja”');
  });

  it('answers null for a kind it does not know or a record without the parameters (an older one), so the server’s text is shown', () => {
    expect(notificationText('festival_greeting', { name: 'x' }, 'en')).toBeNull();
    expect(notificationText('chat_request', { session_id: 's-1' }, 'hi')).toBeNull();
    expect(notificationText('chat_request', null, 'en')).toBeNull();
    expect(notificationText('toString', {}, 'en')).toBeNull();
  });

  it('records a new notification as its kind, its parameters and the English text', () => {
    expect(notificationOf('waitlist_offer', { astrologer_name: 'Ravi', astrologer_id: 'a-1' })).toEqual({
      kind: 'waitlist_offer',
      data: { astrologer_name: 'Ravi', astrologer_id: 'a-1' },
      title: 'Ravi is free for your consultation',
      body: 'It is held for you for 60 seconds: open their profile to start it.',
    });
  });

  it('has Hindi for every kind, different from the English', () => {
    for (const [kind, texts] of Object.entries(notificationTexts)) {
      const params = Object.fromEntries(texts.params.map((param) => [param, 'X']));
      expect(notificationText(kind, params, 'hi')?.title, kind).not.toBe(notificationText(kind, params, 'en')?.title);
    }
  });
});
