import { defineMessages } from '../../lib/i18n/messages';

/** Gifts on air (docs/live.md, "Gifts"): the tray of the watch page and the gifts both pages show arriving. */
export const liveGiftMessages = defineMessages(
  {
    trayTitle: 'Send a gift',
    trayLoading: 'Loading gifts…',
    trayFailed: "We couldn't load the gifts.",
    trayEmpty: 'No gifts to send right now.',
    giftButton: (name: string, price: string) => `${name}, ${price}`,
    confirm: (name: string, price: string) => `Send ${name} for ${price} from your wallet?`,
    send: 'Send',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: (name: string) => `${name} sent. Thank you!`,
    loginToGift: 'Log in to send gifts',
    rechargeThen: 'Recharge, then send the gift again.',
    arrivedTitle: 'Gifts',
    arrived: (sender: string, gift: string, price: string) => `${sender} sent ${gift} · ${price}`,
    noneYet: 'No gifts yet.',
  },
  {
    trayTitle: 'उपहार भेजें',
    trayLoading: 'उपहार लोड हो रहे हैं…',
    trayFailed: 'हम उपहार लोड नहीं कर सके।',
    trayEmpty: 'अभी भेजने के लिए कोई उपहार नहीं है।',
    giftButton: (name: string, price: string) => `${name}, ${price}`,
    confirm: (name: string, price: string) => `अपने वॉलेट से ${price} में ${name} भेजें?`,
    send: 'भेजें',
    sending: 'भेजा जा रहा है…',
    cancel: 'रद्द करें',
    sent: (name: string) => `${name} भेज दिया गया। धन्यवाद!`,
    loginToGift: 'उपहार भेजने के लिए लॉगिन करें',
    rechargeThen: 'रिचार्ज करें, फिर उपहार दोबारा भेजें।',
    arrivedTitle: 'उपहार',
    arrived: (sender: string, gift: string, price: string) => `${sender} ने ${gift} भेजा · ${price}`,
    noneYet: 'अभी कोई उपहार नहीं।',
  },
);
