import { defineMessages } from '../../lib/i18n/messages';

/** The Chat button on astrologer cards and profiles (in the list and home chunks: keep it small). */
export const startChatMessages = defineMessages(
  {
    chat: 'Chat',
    chatWith: (name: string) => `Chat with ${name}`,
    call: (price: string) => `Call · ${price}/min`,
    callWith: (name: string, price: string) => `Call ${name}, ${price} a minute`,
    busy: 'Busy',
    busyLabel: (name: string) => `Busy: ${name} is in another consultation`,
    offline: 'Offline',
    offlineLabel: (name: string) => `Offline: ${name} is not available now`,
    noCalls: 'Not taking calls now',
    noCallsLabel: (name: string) => `${name} is not taking calls now; you can chat with them`,
  },
  {
    chat: 'चैट',
    chatWith: (name: string) => `चैट: ${name} से बात करें`,
    call: (price: string) => `कॉल · ${price}/मिनट`,
    callWith: (name: string, price: string) => `कॉल: ${name} से बात करें, ${price} प्रति मिनट`,
    busy: 'व्यस्त',
    busyLabel: (name: string) => `व्यस्त: ${name} दूसरे परामर्श में हैं`,
    offline: 'ऑफ़लाइन',
    offlineLabel: (name: string) => `ऑफ़लाइन: ${name} अभी उपलब्ध नहीं हैं`,
    noCalls: 'अभी कॉल नहीं ले रहे',
    noCallsLabel: (name: string) => `${name} अभी कॉल नहीं ले रहे; आप उनसे चैट कर सकते हैं`,
  },
);
