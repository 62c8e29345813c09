import { defineMessages } from '../../lib/i18n/messages';

/** The home page's "get the app" section: where each store's app is, and that the site does everything in a phone's browser. */
export const getTheAppMessages = defineMessages(
  {
    heading: 'Nakshatra on your phone',
    inBrowser: "Everything works in your phone's browser: chat with astrologers, your free kundli, horoscopes and your wallet.",
    homeScreenTip: "Tip: add this site to your phone's home screen from your browser's menu, to open it with one tap.",
    stores: 'App stores',
    getOn: (store: string) => `Get it on ${store}`,
    notOn: (store: string) => `Not on ${store} yet`,
    startHere: 'Chat with an astrologer now',
  },
  {
    heading: 'फ़ोन पर नक्षत्र',
    inBrowser: 'आपके फ़ोन के ब्राउज़र में सब कुछ चलता है: ज्योतिषियों से चैट, मुफ़्त कुंडली, राशिफल और आपका वॉलेट।',
    homeScreenTip: 'सुझाव: ब्राउज़र के मेनू से इस साइट को अपने फ़ोन की होम स्क्रीन पर जोड़ें, ताकि यह एक टैप में खुले।',
    stores: 'ऐप स्टोर',
    getOn: (store: string) => `${store} पर पाएँ`,
    notOn: (store: string) => `अभी ${store} पर नहीं`,
    startHere: 'अभी किसी ज्योतिषी से चैट करें',
  },
);
