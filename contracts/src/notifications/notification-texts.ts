/**
 * What a notification says, by its kind and in each language of the product (docs/notifications.md,
 * "Texts by kind"). The server records a notification as its kind and parameters (`data`) plus the
 * English title and body; the SPA words the inbox from the kind and parameters in the visitor's
 * language, and the Web Push adapter words a push in the language its browser subscribed in. One
 * table serves both, so a push and the inbox never say different things.
 *
 * A record this table cannot word (a kind it does not know, or an older record without the
 * parameters) keeps the server's own English title and body: `notificationText` answers null.
 */
export type NotificationLanguage = 'en' | 'hi';

export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

type Params = Readonly<Record<string, string>>;
interface KindTexts<P extends string> {
  /** Parameters every record of the kind carries in `data`. */
  readonly params: readonly P[];
  /** Parameters it may carry (e.g. the reason an astrologer typed). */
  readonly optional?: readonly string[];
  readonly en: (params: Readonly<Record<P, string>> & Params) => NotificationText;
  readonly hi: (params: Readonly<Record<P, string>> & Params) => NotificationText;
}

const kind = <const P extends string>(texts: KindTexts<P>): KindTexts<P> => texts;

/** What an order's customer is told of each status change after payment (docs/orders.md, "Fulfilment"), by status. */
const ORDER_UPDATE_EN: Readonly<Record<string, (items: string, carrier?: string, tracking?: string) => NotificationText>> = {
  packed: (items) => ({ title: 'Your order is packed', body: `${items}: packed, and soon with the courier.` }),
  shipped: (items, carrier, tracking) => ({ title: 'Your order is on its way', body: `${items}: shipped with ${carrier ?? 'the courier'}${tracking ? `, tracking number ${tracking}` : ''}.` }),
  delivered: (items) => ({ title: 'Your order was delivered', body: `${items}: delivered. We hope it brings you peace and good fortune.` }),
  performed: (items) => ({ title: 'Your pooja has been performed', body: `${items}: the priest's note and a photo or video are in your order history.` }),
  cancelled: (items) => ({ title: 'Your order was cancelled', body: `${items}: cancelled. What you paid is back in your wallet.` }),
};
const ORDER_UPDATE_HI: typeof ORDER_UPDATE_EN = {
  packed: (items) => ({ title: 'आपका ऑर्डर पैक हो गया', body: `${items}: पैक हो गया, जल्द ही कूरियर के पास होगा।` }),
  shipped: (items, carrier, tracking) => ({ title: 'आपका ऑर्डर रास्ते में है', body: `${items}: ${carrier ?? 'कूरियर'} से भेजा गया${tracking ? `, ट्रैकिंग नंबर ${tracking}` : ''}।` }),
  delivered: (items) => ({ title: 'आपका ऑर्डर पहुँच गया', body: `${items}: पहुँच गया। आशा है यह आपके लिए शांति और सौभाग्य लाए।` }),
  performed: (items) => ({ title: 'आपकी पूजा संपन्न हुई', body: `${items}: पंडित जी का संदेश और फ़ोटो या वीडियो आपके ऑर्डर इतिहास में है।` }),
  cancelled: (items) => ({ title: 'आपका ऑर्डर रद्द हुआ', body: `${items}: रद्द हुआ। आपका भुगतान वॉलेट में वापस है।` }),
};

/** ` They said: “…”`, when the astrologer typed a reason. */
const saidEn = (reason: string | undefined) => (reason ? ` They said: “${reason}”` : '');
const saidHi = (reason: string | undefined) => (reason ? ` उन्होंने कहा: “${reason}”` : '');

export const notificationTexts = {
  chat_request: kind({
    params: ['customer_name'],
    en: ({ customer_name }) => ({ title: 'New chat request', body: `${customer_name} would like to chat with you. Please answer within 60 seconds.` }),
    hi: ({ customer_name }) => ({ title: 'नया चैट अनुरोध', body: `${customer_name} आपसे चैट करना चाहते हैं। कृपया 60 सेकंड में जवाब दें।` }),
  }),
  call_request: kind({
    params: ['customer_name'],
    en: ({ customer_name }) => ({ title: 'New call request', body: `${customer_name} would like to call you. Please answer within 60 seconds.` }),
    hi: ({ customer_name }) => ({ title: 'नया कॉल अनुरोध', body: `${customer_name} आपसे कॉल पर बात करना चाहते हैं। कृपया 60 सेकंड में जवाब दें।` }),
  }),
  chat_request_reminder: kind({
    params: ['customer_name'],
    en: ({ customer_name }) => ({ title: 'A chat request is waiting', body: `${customer_name} is still waiting for your answer.` }),
    hi: ({ customer_name }) => ({ title: 'एक चैट अनुरोध प्रतीक्षा में है', body: `${customer_name} अब भी आपके जवाब की प्रतीक्षा कर रहे हैं।` }),
  }),
  call_request_reminder: kind({
    params: ['customer_name'],
    en: ({ customer_name }) => ({ title: 'A call request is waiting', body: `${customer_name} is still waiting for your answer.` }),
    hi: ({ customer_name }) => ({ title: 'एक कॉल अनुरोध प्रतीक्षा में है', body: `${customer_name} अब भी आपके जवाब की प्रतीक्षा कर रहे हैं।` }),
  }),
  chat_declined: kind({
    params: ['astrologer_name'],
    optional: ['reason'],
    en: ({ astrologer_name, reason }) => ({ title: 'Your chat request was declined', body: `${astrologer_name} could not take your chat request. Nothing was charged.${saidEn(reason)}` }),
    hi: ({ astrologer_name, reason }) => ({ title: 'आपका चैट अनुरोध स्वीकार नहीं हुआ', body: `${astrologer_name} आपका चैट अनुरोध नहीं ले सके। कोई शुल्क नहीं लिया गया।${saidHi(reason)}` }),
  }),
  call_declined: kind({
    params: ['astrologer_name'],
    optional: ['reason'],
    en: ({ astrologer_name, reason }) => ({ title: 'Your call request was declined', body: `${astrologer_name} could not take your call request. Nothing was charged.${saidEn(reason)}` }),
    hi: ({ astrologer_name, reason }) => ({ title: 'आपका कॉल अनुरोध स्वीकार नहीं हुआ', body: `${astrologer_name} आपका कॉल अनुरोध नहीं ले सके। कोई शुल्क नहीं लिया गया।${saidHi(reason)}` }),
  }),
  waitlist_offer: kind({
    params: ['astrologer_name'],
    en: ({ astrologer_name }) => ({ title: `${astrologer_name} is free for your consultation`, body: 'It is held for you for 60 seconds: open their profile to start it.' }),
    hi: ({ astrologer_name }) => ({ title: `${astrologer_name} आपके परामर्श के लिए उपलब्ध हैं`, body: 'यह 60 सेकंड तक आपके लिए रखा गया है: शुरू करने के लिए उनकी प्रोफ़ाइल खोलें।' }),
  }),
  live_started: kind({
    params: ['astrologer_name', 'title', 'topic'],
    en: ({ astrologer_name, title, topic }) => ({ title: `${astrologer_name} is live now`, body: `${title} (${topic}). Join the live session.` }),
    hi: ({ astrologer_name, title, topic }) => ({ title: `${astrologer_name} अभी लाइव हैं`, body: `${title} (${topic})। लाइव सत्र से जुड़ें।` }),
  }),
  order_update: kind({
    params: ['status', 'items', 'order_id'],
    optional: ['carrier', 'tracking_number'],
    en: ({ status, items, carrier, tracking_number }) => (ORDER_UPDATE_EN[status] ?? ((what: string) => ({ title: 'Your order was updated', body: `${what}: see it in your order history.` })))(items, carrier, tracking_number),
    hi: ({ status, items, carrier, tracking_number }) => (ORDER_UPDATE_HI[status] ?? ((what: string) => ({ title: 'आपका ऑर्डर अपडेट हुआ', body: `${what}: अपने ऑर्डर इतिहास में देखें।` })))(items, carrier, tracking_number),
  }),
  support_reply: kind({
    params: ['reference', 'ticket_id'],
    /** `refund: 'decided'` when what support did was decide the ticket's refund request. */
    optional: ['refund'],
    en: ({ reference, refund }) =>
      refund
        ? { title: `Refund decided: ${reference}`, body: 'Support has decided your refund request. Open the ticket to see the answer.' }
        : { title: `Support replied: ${reference}`, body: 'Support has answered your ticket. Open it to read the reply.' },
    hi: ({ reference, refund }) =>
      refund
        ? { title: `रिफ़ंड पर निर्णय: ${reference}`, body: 'सपोर्ट ने आपके रिफ़ंड अनुरोध पर निर्णय ले लिया है। उत्तर देखने के लिए टिकट खोलें।' }
        : { title: `सपोर्ट ने जवाब दिया: ${reference}`, body: 'सपोर्ट ने आपके टिकट का जवाब दिया है। जवाब पढ़ने के लिए उसे खोलें।' },
  }),
} as const;

/** Every kind the product sends. */
export type KnownNotificationKind = keyof typeof notificationTexts;
export type NotificationParams<K extends KnownNotificationKind> = Readonly<Record<(typeof notificationTexts)[K]['params'][number], string>> & Params;

const isKnownKind = (kind: string): kind is KnownNotificationKind => Object.hasOwn(notificationTexts, kind);

/** The title and body of a record in a language, or null when its kind or parameters are not known here (show the server's text). */
export function notificationText(kind: string, data: Params | null, language: NotificationLanguage): NotificationText | null {
  if (!isKnownKind(kind)) return null;
  const texts: KindTexts<string> = notificationTexts[kind];
  if (!data || texts.params.some((param) => typeof data[param] !== 'string')) return null;
  return texts[language](data);
}

/** A new notification's kind, parameters (its `data`) and English title and body: what the server records. */
export function notificationOf<K extends KnownNotificationKind>(kind: K, params: NotificationParams<K>): NotificationText & { readonly kind: K; readonly data: Params } {
  const texts: KindTexts<string> = notificationTexts[kind];
  return { kind, data: params, ...texts.en(params) };
}
