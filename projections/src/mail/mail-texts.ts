import { rupees, type SiteLanguage } from '@nakshatra/contracts';

/**
 * What every mail of the product says, by kind, in English and Hindi (docs/mail.md, "Languages"):
 * the one place mail is worded, as notification-texts.ts is for notifications. The mail kinds
 * (mail-kinds.ts) pick the wording and its parameters from their event; what a person wrote (a
 * reply, a message, a priest's note) is not worded here but quoted, once, above the wording.
 *
 * Unlike the notifications' table this one is not in contracts: only the outbox projection words
 * mail, where notifications are worded again by the SPA and the Web Push adapter.
 */

/** One language's wording of a mail: its subject and the lines of its body (plain text). */
export interface MailWords {
  readonly subject: string;
  readonly lines: readonly string[];
}

export type MailWording<Params> = Readonly<Record<SiteLanguage, (params: Params) => MailWords>>;

const wording = <Params = Record<string, never>>(texts: MailWording<Params>): MailWording<Params> => texts;

const LANGUAGE_NAMES: Readonly<Record<SiteLanguage, Readonly<Record<SiteLanguage, string>>>> = {
  en: { en: 'English', hi: 'Hindi' },
  hi: { en: 'अंग्रेज़ी', hi: 'हिन्दी' },
};

export interface ContactMessageParams {
  readonly subject?: string | undefined;
  readonly name: string;
  readonly email: string;
  readonly phone?: string | undefined;
  readonly language?: SiteLanguage | undefined;
}

/** An order's items as its history names them: `2 × Rudraksha mala, 1 × Shree Yantra`. */
export interface OrderParams {
  readonly items: string;
}

/** The lines every order mail ends with. */
const orderTail: Readonly<Record<SiteLanguage, (items: string) => readonly string[]>> = {
  en: (items) => ['', `Items: ${items}.`, 'See it in your order history on Nakshatra.'],
  hi: (items) => ['', `सामान: ${items}।`, 'इसे नक्षत्र पर अपने ऑर्डर इतिहास में देखें।'],
};

/** An order mail: its status lines, then its items and where to see it. */
const orderWording = <Params extends OrderParams>(texts: MailWording<Params>): MailWording<Params> => ({
  en: (params) => ({ subject: texts.en(params).subject, lines: [...texts.en(params).lines, ...orderTail.en(params.items)] }),
  hi: (params) => ({ subject: texts.hi(params).subject, lines: [...texts.hi(params).lines, ...orderTail.hi(params.items)] }),
});

export const mailTexts = {
  /** To the support team: a visitor's message from the contact form (quoted). */
  contact_message: wording<ContactMessageParams>({
    en: ({ subject, name, email, phone, language }) => ({
      subject: `Contact form: ${subject ?? 'a message'} from ${name}`,
      lines: [`From: ${name} <${email}>${phone ? `, phone ${phone}` : ''}`, ...(language ? [`They wrote from the site in ${LANGUAGE_NAMES.en[language]}: answer in it.`] : [])],
    }),
    hi: ({ subject, name, email, phone, language }) => ({
      subject: `संपर्क फ़ॉर्म: ${name} से ${subject ?? 'एक संदेश'}`,
      lines: [`भेजने वाले: ${name} <${email}>${phone ? `, फ़ोन ${phone}` : ''}`, ...(language ? [`उन्होंने साइट ${LANGUAGE_NAMES.hi[language]} में पढ़ते हुए लिखा: उत्तर इसी भाषा में दें।`] : [])],
    }),
  }),
  /** To an address someone subscribed from the site: confirm it was its owner (double opt-in). */
  newsletter_confirm: wording<{ readonly link: string }>({
    en: ({ link }) => ({
      subject: 'Confirm your subscription to the Nakshatra newsletter',
      lines: [
        'Someone, we hope you, asked to receive the Nakshatra newsletter at this address. To confirm, open this link within 7 days:',
        link,
        'If it was not you, ignore this mail: you will not be subscribed.',
      ],
    }),
    hi: ({ link }) => ({
      subject: 'नक्षत्र न्यूज़लेटर की सदस्यता की पुष्टि करें',
      lines: ['किसी ने, आशा है आपने, इस पते पर नक्षत्र न्यूज़लेटर पाने का अनुरोध किया है। पुष्टि के लिए 7 दिनों के भीतर यह लिंक खोलें:', link, 'यदि यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपकी सदस्यता नहीं होगी।'],
    }),
  }),
  /** The welcome, with the link that unsubscribes (absent for subscriptions recorded before links were sent). */
  newsletter_welcome: wording<{ readonly unsubscribeLink: string | undefined }>({
    en: ({ unsubscribeLink }) => ({
      subject: 'Welcome to the Nakshatra newsletter',
      lines: [
        'Thank you for subscribing. You will receive horoscopes, festival dates and offers from Nakshatra. You can unsubscribe at any time.',
        ...(unsubscribeLink ? ['', `To unsubscribe: ${unsubscribeLink}`] : []),
      ],
    }),
    hi: ({ unsubscribeLink }) => ({
      subject: 'नक्षत्र न्यूज़लेटर में आपका स्वागत है',
      lines: [
        'सदस्यता लेने के लिए धन्यवाद। आपको नक्षत्र से राशिफल, त्योहारों की तिथियाँ और ऑफ़र मिलेंगे। आप कभी भी सदस्यता छोड़ सकते हैं।',
        ...(unsubscribeLink ? ['', `सदस्यता छोड़ने के लिए: ${unsubscribeLink}`] : []),
      ],
    }),
  }),
  /** To a ticket's opener: support's reply (quoted). */
  support_reply_to_opener: wording<{ readonly reference: string }>({
    en: ({ reference }) => ({
      subject: `Nakshatra support replied to your ticket ${reference}`,
      lines: [`Read the whole ticket and answer it under Support in your Nakshatra account (ticket ${reference}).`],
    }),
    hi: ({ reference }) => ({
      subject: `नक्षत्र सहायता ने आपके टिकट ${reference} का जवाब दिया`,
      lines: [`पूरा टिकट पढ़ने और जवाब देने के लिए अपने नक्षत्र खाते में सहायता खोलें (टिकट ${reference})।`],
    }),
  }),
  /** To the support team: a reply in a ticket (quoted), the opener's or, from before replies named the opener, support's own. */
  support_reply_to_team: wording<{ readonly reference: string; readonly side: 'customer' | 'support' }>({
    en: ({ reference, side }) => ({
      subject: `Ticket ${reference}: ${side === 'support' ? 'a support reply' : 'the customer replied'}`,
      lines: [`Answer it in the back office's Support queue (ticket ${reference}).`],
    }),
    hi: ({ reference, side }) => ({
      subject: `टिकट ${reference}: ${side === 'support' ? 'सहायता टीम का जवाब' : 'ग्राहक ने जवाब दिया'}`,
      lines: [`बैक ऑफ़िस की सहायता कतार में इसका उत्तर दें (टिकट ${reference})।`],
    }),
  }),
  order_packed: orderWording<OrderParams>({
    en: () => ({ subject: 'Your order is packed', lines: ['Your order is packed and will be handed to the courier soon.'] }),
    hi: () => ({ subject: 'आपका ऑर्डर पैक हो गया', lines: ['आपका ऑर्डर पैक हो गया है और जल्द ही कूरियर को सौंप दिया जाएगा।'] }),
  }),
  order_shipped: orderWording<OrderParams & { readonly carrier: string; readonly trackingNumber: string }>({
    en: ({ carrier, trackingNumber }) => ({ subject: 'Your order is on its way', lines: [`Your order has been shipped with ${carrier}. Tracking number: ${trackingNumber}.`] }),
    hi: ({ carrier, trackingNumber }) => ({ subject: 'आपका ऑर्डर रास्ते में है', lines: [`आपका ऑर्डर ${carrier} से भेज दिया गया है। ट्रैकिंग नंबर: ${trackingNumber}।`] }),
  }),
  order_delivered: orderWording<OrderParams>({
    en: () => ({ subject: 'Your order was delivered', lines: ['Your order has been delivered. We hope it brings you peace and good fortune.'] }),
    hi: () => ({ subject: 'आपका ऑर्डर पहुँच गया', lines: ['आपका ऑर्डर पहुँच गया है। आशा है यह आपके लिए शांति और सौभाग्य लाए।'] }),
  }),
  /** The priest's note is quoted. */
  pooja_performed: orderWording<OrderParams & { readonly mediaUrl: string }>({
    en: ({ mediaUrl }) => ({ subject: 'Your pooja has been performed', lines: [`A photo or video of it: ${mediaUrl}`] }),
    hi: ({ mediaUrl }) => ({ subject: 'आपकी पूजा संपन्न हुई', lines: [`इसकी फ़ोटो या वीडियो: ${mediaUrl}`] }),
  }),
  order_cancelled: orderWording<OrderParams & { readonly reason: string; readonly refundAmount: number }>({
    en: ({ reason, refundAmount }) => ({
      subject: 'Your order was cancelled',
      lines: [`Your order was cancelled: ${reason}`, refundAmount > 0 ? `${rupees(refundAmount)} is refunded to your Nakshatra wallet.` : 'Nothing was left to refund.'],
    }),
    hi: ({ reason, refundAmount }) => ({
      subject: 'आपका ऑर्डर रद्द हुआ',
      lines: [`आपका ऑर्डर रद्द हुआ: ${reason}`, refundAmount > 0 ? `${rupees(refundAmount)} आपके नक्षत्र वॉलेट में लौटा दिए गए हैं।` : 'लौटाने के लिए कुछ शेष नहीं था।'],
    }),
  }),
} as const;

export type MailTextKind = keyof typeof mailTexts;

/** The language a mail goes in: one of the site's, or both — English, then Hindi — when no reader's choice is known. */
export type MailLanguage = SiteLanguage | 'both';

/** A mail in each language it can go in, ready to send: the outbox keeps all three, the worker picks one. */
export type MailTexts = Readonly<Record<MailLanguage, { readonly subject: string; readonly body: string }>>;

/** What an outbox row holds: a row written before mail had languages (migration 0032) holds English only. */
export type StoredMailTexts = Pick<MailTexts, 'en'> & Partial<MailTexts>;

/** Between the English and the Hindi of a mail in both. */
const LANGUAGE_BREAK = ['', '—', ''];

/**
 * A mail worded in English, in Hindi and in both, with what a person wrote (`quote`) above the
 * wording, once: a mail in both languages does not repeat someone's message.
 */
export function wordMail<Params>(texts: MailWording<Params>, params: Params, quote?: string): MailTexts {
  const en = texts.en(params);
  const hi = texts.hi(params);
  const body = (lines: readonly string[]) => [...(quote ? [quote, ''] : []), ...lines].join('\n');
  return {
    en: { subject: en.subject, body: body(en.lines) },
    hi: { subject: hi.subject, body: body(hi.lines) },
    both: { subject: `${en.subject} | ${hi.subject}`, body: body([...en.lines, ...LANGUAGE_BREAK, ...hi.lines]) },
  };
}
