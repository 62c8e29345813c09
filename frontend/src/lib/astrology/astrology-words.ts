import type { GrahaName, NakshatraName, SignName } from '@nakshatra/contracts';
import { defineMessages } from '../i18n/messages';

/**
 * The astrology tools' vocabulary in English and Hindi: the API speaks English keys (contracts
 * astrology-names.ts) and every page that shows a sign, a nakshatra or a graha words it here, so
 * the kundli report, the matchmaking report and the horoscope's Moon note never disagree.
 */

type Words<K extends string> = Readonly<Record<K, string>>;
const pick =
  <K extends string>(words: Words<K>) =>
  (key: K): string =>
    words[key];

const HINDI_SIGNS: Words<SignName> = {
  Aries: 'मेष',
  Taurus: 'वृषभ',
  Gemini: 'मिथुन',
  Cancer: 'कर्क',
  Leo: 'सिंह',
  Virgo: 'कन्या',
  Libra: 'तुला',
  Scorpio: 'वृश्चिक',
  Sagittarius: 'धनु',
  Capricorn: 'मकर',
  Aquarius: 'कुंभ',
  Pisces: 'मीन',
};

const HINDI_NAKSHATRAS: Words<NakshatraName> = {
  Ashwini: 'अश्विनी',
  Bharani: 'भरणी',
  Krittika: 'कृत्तिका',
  Rohini: 'रोहिणी',
  Mrigashira: 'मृगशिरा',
  Ardra: 'आर्द्रा',
  Punarvasu: 'पुनर्वसु',
  Pushya: 'पुष्य',
  Ashlesha: 'आश्लेषा',
  Magha: 'मघा',
  'Purva Phalguni': 'पूर्वा फाल्गुनी',
  'Uttara Phalguni': 'उत्तरा फाल्गुनी',
  Hasta: 'हस्त',
  Chitra: 'चित्रा',
  Swati: 'स्वाती',
  Vishakha: 'विशाखा',
  Anuradha: 'अनुराधा',
  Jyeshtha: 'ज्येष्ठा',
  Mula: 'मूल',
  'Purva Ashadha': 'पूर्वाषाढ़ा',
  'Uttara Ashadha': 'उत्तराषाढ़ा',
  Shravana: 'श्रवण',
  Dhanishta: 'धनिष्ठा',
  Shatabhisha: 'शतभिषा',
  'Purva Bhadrapada': 'पूर्वा भाद्रपद',
  'Uttara Bhadrapada': 'उत्तरा भाद्रपद',
  Revati: 'रेवती',
};

const ENGLISH_GRAHAS: Words<GrahaName> = {
  Sun: 'Sun',
  Moon: 'Moon',
  Mars: 'Mars',
  Mercury: 'Mercury',
  Jupiter: 'Jupiter',
  Venus: 'Venus',
  Saturn: 'Saturn',
  Rahu: 'Rahu',
  Ketu: 'Ketu',
};

const HINDI_GRAHAS: Words<GrahaName> = {
  Sun: 'सूर्य',
  Moon: 'चंद्र',
  Mars: 'मंगल',
  Mercury: 'बुध',
  Jupiter: 'गुरु',
  Venus: 'शुक्र',
  Saturn: 'शनि',
  Rahu: 'राहु',
  Ketu: 'केतु',
};

// Chart cells are small: each graha is drawn as the two letters astrologers use.
const ENGLISH_ABBREVIATIONS: Words<GrahaName> = { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' };
const HINDI_ABBREVIATIONS: Words<GrahaName> = { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के' };

/**
 * The Sanskrit terms the matching tables name (varna, vashya, yoni, gana, nadi, tara), written in
 * Devanagari. English shows them as the server sends them, in Latin letters.
 */
const HINDI_TERMS: Readonly<Record<string, string>> = {
  Brahmin: 'ब्राह्मण',
  Kshatriya: 'क्षत्रिय',
  Vaishya: 'वैश्य',
  Shudra: 'शूद्र',
  Chatushpada: 'चतुष्पद',
  Manava: 'मानव',
  Jalachara: 'जलचर',
  Vanachara: 'वनचर',
  Keeta: 'कीट',
  Ashwa: 'अश्व',
  Gaja: 'गज',
  Mesha: 'मेष',
  Sarpa: 'सर्प',
  Shwana: 'श्वान',
  Marjara: 'मार्जार',
  Mushaka: 'मूषक',
  Gau: 'गौ',
  Mahisha: 'महिष',
  Vyaghra: 'व्याघ्र',
  Mriga: 'मृग',
  Vanara: 'वानर',
  Nakula: 'नकुल',
  Simha: 'सिंह',
  Deva: 'देव',
  Manushya: 'मनुष्य',
  Rakshasa: 'राक्षस',
  Adi: 'आदि',
  Madhya: 'मध्य',
  Antya: 'अन्त्य',
  Janma: 'जन्म',
  Sampat: 'संपत',
  Vipat: 'विपत',
  Kshema: 'क्षेम',
  Pratyari: 'प्रत्यरि',
  Sadhaka: 'साधक',
  Vadha: 'वध',
  Mitra: 'मित्र',
  'Parama Mitra': 'परम मित्र',
  ...HINDI_SIGNS,
  ...HINDI_GRAHAS,
};

export const astrologyWords = defineMessages(
  {
    sign: (sign: SignName): string => sign,
    /** Where a chart cell has room for a few letters only. */
    signShort: (sign: SignName): string => sign.slice(0, 3),
    nakshatra: (nakshatra: NakshatraName): string => nakshatra,
    graha: pick(ENGLISH_GRAHAS),
    grahaShort: pick(ENGLISH_ABBREVIATIONS),
    ascendantShort: 'As',
    /** A term of the matching tables (or a sign or graha name the server sent as text). */
    term: (term: string): string => term,
    nakshatraPada: (nakshatra: string, pada: number) => `${nakshatra}, pada ${pada}`,
  },
  {
    sign: pick(HINDI_SIGNS),
    signShort: pick(HINDI_SIGNS),
    nakshatra: pick(HINDI_NAKSHATRAS),
    graha: pick(HINDI_GRAHAS),
    grahaShort: pick(HINDI_ABBREVIATIONS),
    ascendantShort: 'ल',
    // A term the table does not know yet shows as the server sent it rather than not at all.
    term: (term: string): string => HINDI_TERMS[term] ?? term,
    nakshatraPada: (nakshatra: string, pada: number) => `${nakshatra}, चरण ${pada}`,
  },
);
