import { defineMessages } from '../../lib/i18n/messages';

/** The development mailbox page (/dev/mailbox): a developer's tool, worded for them. */
export const devMailboxMessages = defineMessages(
  {
    documentTitle: 'Development mailbox · Nakshatra',
    description: 'The e-mail this development copy of Nakshatra would have sent.',
    title: 'Development mailbox',
    lead: 'No SMTP server is configured (SMTP_URL), so the e-mail the product sends is kept here instead. Newest first; the page refreshes itself.',
    empty: 'No mail yet.',
    unavailable: 'There is no development mailbox here: this server sends its mail through SMTP.',
    to: 'To',
    replyTo: 'Reply to',
    sentAt: 'Sent',
  },
  {
    documentTitle: 'डेवलपमेंट मेलबॉक्स · Nakshatra',
    description: 'Nakshatra की यह डेवलपमेंट प्रति जो ई-मेल भेजती, वे यहाँ हैं।',
    title: 'डेवलपमेंट मेलबॉक्स',
    lead: 'कोई SMTP सर्वर सेट नहीं है (SMTP_URL), इसलिए उत्पाद के भेजे ई-मेल यहीं रखे जाते हैं। नए पहले; पेज अपने आप ताज़ा होता है।',
    empty: 'अभी कोई मेल नहीं।',
    unavailable: 'यहाँ कोई डेवलपमेंट मेलबॉक्स नहीं है: यह सर्वर अपने मेल SMTP से भेजता है।',
    to: 'प्राप्तकर्ता',
    replyTo: 'उत्तर का पता',
    sentAt: 'भेजा गया',
  },
);
