import { defineMessages } from '../../lib/i18n/messages';

/** The home page's "get the app" section: honest that the apps are not out yet. */
export const getTheAppMessages = defineMessages(
  {
    heading: 'The Nakshatra apps are coming soon',
    notYet: 'There is no Nakshatra app for Android or iPhone yet. We are building them; until they arrive, everything works right here in your browser: chat with astrologers, your free kundli, horoscopes and your wallet.',
    homeScreenTip: "Tip: add this site to your phone's home screen from your browser's menu, to open it with one tap.",
    stores: 'App stores',
    comingSoon: 'Coming soon',
    startHere: 'Chat with an astrologer now',
  },
  {
    heading: 'नक्षत्र ऐप जल्द आ रहे हैं',
    notYet: 'Android या iPhone के लिए नक्षत्र ऐप अभी उपलब्ध नहीं है। हम इन्हें बना रहे हैं; तब तक सब कुछ यहीं आपके ब्राउज़र में चलता है: ज्योतिषियों से चैट, मुफ़्त कुंडली, राशिफल और आपका वॉलेट।',
    homeScreenTip: 'सुझाव: ब्राउज़र के मेनू से इस साइट को अपने फ़ोन की होम स्क्रीन पर जोड़ें, ताकि यह एक टैप में खुले।',
    stores: 'ऐप स्टोर',
    comingSoon: 'जल्द आ रहा है',
    startHere: 'अभी किसी ज्योतिषी से चैट करें',
  },
);
