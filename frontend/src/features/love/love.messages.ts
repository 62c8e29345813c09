import type { LoveBand } from '@nakshatra/contracts';
import { defineMessages } from '../../lib/i18n/messages';
import type { LoveNameError } from './lib/love-names';

type Words<K extends string> = Readonly<Record<K, string>>;
const pick =
  <K extends string>(words: Words<K>) =>
  (key: K): string =>
    words[key];

/** The love calculator: a game of two names, said plainly to be for fun. */
export const loveMessages = defineMessages(
  {
    title: 'Love Calculator',
    documentTitle: 'Love Calculator: how well do your names match? · Nakshatra',
    description: 'Enter two names and see their love percentage. Just for fun: for a real compatibility reading, match your kundlis.',
    lead: 'Enter two names to see how well they match.',
    name1: 'Your name',
    name2: "Your partner's name",
    submit: 'Calculate love',
    calculating: 'Calculating…',
    error: pick<LoveNameError>({ required: 'Please enter a name', tooLong: 'Please keep the name to 50 characters', noLetters: 'Please enter a name with letters' }),
    inField: (field: string, message: string) => `${field}: ${message}`,
    failed: "We couldn't calculate just now. Please try again.",
    resultTitle: (name1: string, name2: string) => `${name1} and ${name2}`,
    ringLabel: (percentage: number) => `${percentage}% love match`,
    band: pick<LoveBand>({
      spark: 'A spark is there. Give it time and care, and see where it leads.',
      friends: 'Friends first: a warm friendship is a fine start for anything.',
      promising: 'A promising match: keep talking, keep laughing together.',
      strong: 'A strong bond: you understand each other well.',
      soulmates: 'Soulmates! These two names could hardly match better.',
    }),
    forFun: 'This is just for fun: the percentage comes from the letters of the two names, not from the stars.',
    matchInstead: 'For a real compatibility reading, match your kundlis',
    share: 'Share the result',
    shareTitle: 'Love Calculator',
    shareText: (name1: string, name2: string, percentage: number) => `${name1} ❤ ${name2}: ${percentage}% love match on the Nakshatra Love Calculator (just for fun). Try your names:`,
    copied: 'The result is copied. Paste it anywhere to share it.',
    copyFailed: "We couldn't copy the result. Please copy it from the page.",
  },
  {
    title: 'लव कैलकुलेटर',
    documentTitle: 'लव कैलकुलेटर: आपके नाम कितने मेल खाते हैं? · Nakshatra',
    description: 'दो नाम लिखें और उनका लव प्रतिशत देखें। केवल मनोरंजन के लिए: असली अनुकूलता के लिए अपनी कुंडली मिलाएँ।',
    lead: 'दो नाम लिखें और देखें कि वे कितने मेल खाते हैं।',
    name1: 'आपका नाम',
    name2: 'आपके साथी का नाम',
    submit: 'लव प्रतिशत देखें',
    calculating: 'गणना हो रही है…',
    error: pick<LoveNameError>({ required: 'कृपया नाम लिखें', tooLong: 'कृपया नाम 50 अक्षरों तक रखें', noLetters: 'कृपया अक्षरों वाला नाम लिखें' }),
    inField: (field: string, message: string) => `${field}: ${message}`,
    failed: 'हम अभी गणना नहीं कर सके। कृपया फिर से कोशिश करें।',
    resultTitle: (name1: string, name2: string) => `${name1} और ${name2}`,
    ringLabel: (percentage: number) => `${percentage}% प्रेम मिलान`,
    band: pick<LoveBand>({
      spark: 'एक चिंगारी है। इसे समय और स्नेह दें, और देखें यह कहाँ तक जाती है।',
      friends: 'पहले दोस्ती: गहरी दोस्ती हर रिश्ते की अच्छी शुरुआत है।',
      promising: 'एक उम्मीद भरा मेल: बातें करते रहें, साथ हँसते रहें।',
      strong: 'एक मज़बूत बंधन: आप एक-दूसरे को अच्छी तरह समझते हैं।',
      soulmates: 'सच्चे हमसफ़र! ये दो नाम इससे बेहतर नहीं मिल सकते।',
    }),
    forFun: 'यह केवल मनोरंजन के लिए है: प्रतिशत दोनों नामों के अक्षरों से निकलता है, ग्रह-नक्षत्रों से नहीं।',
    matchInstead: 'असली अनुकूलता के लिए अपनी कुंडली मिलाएँ',
    share: 'परिणाम शेयर करें',
    shareTitle: 'लव कैलकुलेटर',
    shareText: (name1: string, name2: string, percentage: number) => `${name1} ❤ ${name2}: Nakshatra लव कैलकुलेटर पर ${percentage}% प्रेम मिलान (केवल मनोरंजन के लिए)। अपने नाम आज़माएँ:`,
    copied: 'परिणाम कॉपी हो गया। इसे कहीं भी पेस्ट करके शेयर करें।',
    copyFailed: 'हम परिणाम कॉपी नहीं कर सके। कृपया इसे पेज से कॉपी करें।',
  },
);
