import type { ContactMessageReceived, OrderCancelled, OrderShipped, SupportTicketReplied } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { emailOutboxProjection } from './email-outbox.projection.js';

const recorded = (type: string, data: unknown): RecordedEvent =>
  ({ id: `event-${type}`, type, streamName: 's-1', revision: 0n, data, metadata: { occurredAt: '2026-11-27T06:00:00.000Z' } }) as unknown as RecordedEvent;
const mailOf = (type: string, data: unknown) => emailOutboxProjection.evolve(null, recorded(type, data))!;

const reply = (fields: Partial<SupportTicketReplied>): SupportTicketReplied => ({
  ticketId: 'abcdef12-3456-4789-8abc-def012345678',
  customerId: 'customer-1',
  messageId: 'm-1',
  side: 'support',
  authorId: 'admin-1',
  text: 'We have refunded half of the chat.',
  images: [],
  at: '2026-11-27T06:00:00.000Z',
  ...fields,
});

const notice = { orderId: 'order-1', userId: 'customer-1', kind: 'product' as const, lines: [{ itemId: 'p-1', title: 'Rudraksha mala', unitPrice: 49_900, quantity: 2, amount: 99_800 }], total: 99_800, shipping: null, booking: null };

describe('the outbox: one mail per event, worded in English, Hindi and both', () => {
  it('sends support’s reply to the ticket’s opener in their own language, and the opener’s to the support team in both', () => {
    const toOpener = mailOf('SupportTicketReplied', reply({}));
    expect(toOpener).toMatchObject({ kind: 'support_reply', recipient: 'user:customer-1', language: null, user_id: 'customer-1' });
    expect(toOpener.texts.en).toEqual({
      subject: 'Nakshatra support replied to your ticket T-ABCDEF12',
      body: 'We have refunded half of the chat.\n\nRead the whole ticket and answer it under Support in your Nakshatra account (ticket T-ABCDEF12).',
    });
    expect(toOpener.texts.hi.subject).toBe('नक्षत्र सहायता ने आपके टिकट T-ABCDEF12 का जवाब दिया');
    expect(toOpener.texts.hi.body).toMatch(/^We have refunded half of the chat\.\n\nपूरा टिकट पढ़ने/);

    const toTeam = mailOf('SupportTicketReplied', reply({ side: 'customer', authorId: 'customer-1', text: 'Thank you.' }));
    expect(toTeam).toMatchObject({ recipient: 'support', language: 'both', user_id: 'customer-1' });
    expect(toTeam.texts.both.subject).toBe('Ticket T-ABCDEF12: the customer replied | टिकट T-ABCDEF12: ग्राहक ने जवाब दिया');
    // The customer's words once, then the team's instructions in English and in Hindi.
    expect(toTeam.texts.both.body).toBe(
      "Thank you.\n\nAnswer it in the back office's Support queue (ticket T-ABCDEF12).\n\n—\n\nबैक ऑफ़िस की सहायता कतार में इसका उत्तर दें (टिकट T-ABCDEF12)।",
    );
    // A reply recorded before replies named their opener can only go to the team, and is nobody's.
    expect(mailOf('SupportTicketReplied', reply({ customerId: undefined }))).toMatchObject({ recipient: 'support', user_id: null });
  });

  it('tells the customer of each status change of their order in their own language, with the tracking number and the refund', () => {
    const shipped: OrderShipped = { ...notice, carrier: 'India Post', trackingNumber: 'EE123456789IN' };
    const mail = mailOf('OrderShipped', shipped);
    expect(mail).toMatchObject({ kind: 'order_shipped', recipient: 'user:customer-1', language: null, user_id: 'customer-1' });
    expect(mail.texts.en.subject).toBe('Your order is on its way');
    expect(mail.texts.en.body).toMatch(/India Post\. Tracking number: EE123456789IN\.[\s\S]*Items: 2 × Rudraksha mala\./);
    expect(mail.texts.hi).toEqual({
      subject: 'आपका ऑर्डर रास्ते में है',
      body: 'आपका ऑर्डर India Post से भेज दिया गया है। ट्रैकिंग नंबर: EE123456789IN।\n\nसामान: 2 × Rudraksha mala।\nइसे नक्षत्र पर अपने ऑर्डर इतिहास में देखें।',
    });
    const cancelled: OrderCancelled = { ...notice, reason: 'Out of stock at the supplier', cancelledBy: 'admin', paymentTransactionId: 't-1', refundAmount: 99_800 };
    expect(mailOf('OrderCancelled', cancelled).texts.en.body).toContain('₹ 998 is refunded to your Nakshatra wallet.');
    expect(mailOf('OrderCancelled', cancelled).texts.hi.body).toContain('₹ 998 आपके नक्षत्र वॉलेट में लौटा दिए गए हैं।');
    for (const type of ['OrderPacked', 'OrderDelivered']) expect(mailOf(type, notice)).toMatchObject({ recipient: 'user:customer-1', language: null });
    const performed = mailOf('PoojaPerformed', { ...notice, kind: 'pooja', note: 'Performed at dawn.', mediaUrl: 'https://example.in/p.mp4' });
    expect(performed.texts.hi.body).toMatch(/^Performed at dawn\.\n\nइसकी फ़ोटो या वीडियो: https:\/\/example\.in\/p\.mp4/);
  });

  it('sends a contact message to the team in both languages, naming the language the visitor wrote in, and welcomes a subscriber in theirs', () => {
    const message: ContactMessageReceived = { messageId: 'm-1', name: 'Asha', email: 'asha@example.in', subject: 'Refund', message: 'मेरा रिचार्ज नहीं आया।', language: 'hi' };
    const contact = mailOf('ContactMessageReceived', message);
    expect(contact).toMatchObject({ recipient: 'support', language: 'both', reply_to: 'asha@example.in', user_id: null });
    expect(contact.texts.both.subject).toBe('Contact form: Refund from Asha | संपर्क फ़ॉर्म: Asha से Refund');
    expect(contact.texts.both.body).toBe(
      'मेरा रिचार्ज नहीं आया।\n\nFrom: Asha <asha@example.in>\nThey wrote from the site in Hindi: answer in it.\n\n—\n\nभेजने वाले: Asha <asha@example.in>\nउन्होंने साइट हिन्दी में पढ़ते हुए लिखा: उत्तर इसी भाषा में दें।',
    );
    expect(mailOf('NewsletterSubscribed', { email: 'reader@example.in', language: 'hi' })).toMatchObject({ recipient: 'reader@example.in', language: 'hi' });
    // An address an admin added, or one subscribed before languages were recorded: both.
    expect(mailOf('NewsletterSubscribed', { email: 'reader@example.in' })).toMatchObject({ language: 'both' });
  });

  it('asks a newsletter address to confirm with a link to the site, and welcomes it with the link that unsubscribes', () => {
    const id = 'f'.repeat(64);
    const newsletter = (type: string, data: unknown) => emailOutboxProjection.evolve(null, { ...recorded(type, data), streamName: `newsletter-${id}` })!;
    const confirm = newsletter('NewsletterConfirmationRequested', { email: 'reader@example.in', language: 'en', token: 'a'.repeat(43), requestedAt: '2026-11-29T10:00:00.000Z', siteOrigin: 'https://nakshatra.example' });
    expect(confirm).toMatchObject({ kind: 'newsletter_confirm', recipient: 'reader@example.in', language: 'en' });
    expect(confirm.texts.en.body).toContain(`https://nakshatra.example/newsletter?confirm=${id}.${'a'.repeat(43)}`);
    expect(confirm.texts.hi.body).toContain(`https://nakshatra.example/newsletter?confirm=${id}.${'a'.repeat(43)}`);
    const welcome = newsletter('NewsletterSubscribed', { email: 'reader@example.in', unsubscribeToken: 'u'.repeat(43), siteOrigin: 'https://nakshatra.example' });
    expect(welcome.texts.en.body).toContain(`To unsubscribe: https://nakshatra.example/newsletter?unsubscribe=${id}.${'u'.repeat(43)}`);
    // Recorded before links were sent: a welcome without one.
    expect(newsletter('NewsletterSubscribed', { email: 'reader@example.in' }).texts.en.body).not.toContain('unsubscribe=');
  });
});
