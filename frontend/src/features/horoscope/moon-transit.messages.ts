import { defineMessages } from '../../lib/i18n/messages';

/**
 * Moon gochara, house by house counted from the Moon sign, in both languages. '' for a house the
 * table lacks: the page then shows the server's English `note` instead.
 */
type HouseReadings = Readonly<Record<number, string>>;
const reading = (readings: HouseReadings) => (house: number): string => readings[house] ?? '';

const ordinal = (house: number): string => {
  const suffix = house === 1 ? 'st' : house === 2 ? 'nd' : house === 3 ? 'rd' : 'th';
  return `${house}${suffix}`;
};

const HINDI_ORDINALS = ['पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें'];
const hindiOrdinal = (house: number): string => HINDI_ORDINALS[house - 1] ?? `${house}वें`;

/** The horoscope pages' "Today's Moon": the Moon's sign and nakshatra, and what its house means for each sign. */
export const moonTransitMessages = defineMessages(
  {
    title: "Today's Moon",
    titleOn: (date: string) => `The Moon on ${date}`,
    moonIn: (sign: string, nakshatra: string) => `The Moon is in ${sign}, in ${nakshatra} nakshatra.`,
    changesSign: (sign: string, time: string) => `It moves into ${sign} at ${time} IST.`,
    staysAllDay: 'It stays in this sign all day.',
    houseFor: (sign: string, house: number) => `For ${sign}, the Moon is in your ${ordinal(house)} house.`,
    favourable: 'A favourable day',
    careful: 'A day for care',
    reading: reading(
      {
        1: 'The Moon in your own sign: you feel fresh and at ease. Good for new starts and for your health.',
        2: 'Watch what you spend and what you say; family matters need your attention.',
        3: 'Courage and energy are up: good for short trips, messages and hard work.',
        4: 'You may feel restless. Stay close to home, and keep away from quarrels.',
        5: 'Moods may swing: go gently with children, studies and risky money.',
        6: 'You get the better of obstacles and rivals: good for work and for health routines.',
        7: 'Good for partnership, company and travel; others are kind to you.',
        8: 'A day for caution: avoid risks, rest, and look after your health.',
        9: 'Mixed fortune: a good day for prayer and for elders, less so for new ventures.',
        10: 'Work goes well and your efforts are noticed: good for important tasks.',
        11: 'Gains and good news: a fine day for friends and for wishes.',
        12: 'Spending and tiredness: keep the day light and rest well.',
      },
    ),
    teaser: (house: number, favourable: boolean) => `Moon in your ${ordinal(house)} house: ${favourable ? 'a favourable day' : 'a day for care'}`,
    moonSignHint: 'Read it for your moon sign (rashi).',
    houseFromBirthMoon: (sign: string, house: number) => `Counted from their Moon sign, ${sign}, the Moon transits the ${ordinal(house)} house.`,
    loading: "Loading today's Moon…",
    loadFailed: "We couldn't load the Moon's position.",
  },
  {
    title: 'आज का चंद्रमा',
    titleOn: (date: string) => `${date} को चंद्रमा`,
    moonIn: (sign: string, nakshatra: string) => `चंद्रमा ${sign} राशि में, ${nakshatra} नक्षत्र में है।`,
    changesSign: (sign: string, time: string) => `यह ${time} (IST) पर ${sign} राशि में प्रवेश करेगा।`,
    staysAllDay: 'यह पूरे दिन इसी राशि में रहेगा।',
    houseFor: (sign: string, house: number) => `${sign} राशि के लिए चंद्रमा आपके ${hindiOrdinal(house)} भाव में है।`,
    favourable: 'शुभ दिन',
    careful: 'सावधानी का दिन',
    reading: reading(
      {
        1: 'चंद्रमा आपकी अपनी राशि में: आप ताज़गी और सहजता महसूस करेंगे। नई शुरुआत और स्वास्थ्य के लिए अच्छा।',
        2: 'ख़र्च और वाणी पर ध्यान रखें; परिवार के मामलों पर ध्यान देना होगा।',
        3: 'साहस और ऊर्जा बढ़ी हुई है: छोटी यात्राओं, संदेशों और मेहनत के लिए अच्छा।',
        4: 'मन बेचैन रह सकता है। घर के पास रहें और झगड़ों से दूर रहें।',
        5: 'मन बदलता रह सकता है: बच्चों, पढ़ाई और जोखिम वाले धन में सावधानी रखें।',
        6: 'बाधाओं और विरोधियों पर आप भारी पड़ेंगे: काम और स्वास्थ्य की दिनचर्या के लिए अच्छा।',
        7: 'साझेदारी, साथ और यात्रा के लिए अच्छा; लोग आपके प्रति उदार रहेंगे।',
        8: 'सावधानी का दिन: जोखिम से बचें, आराम करें और स्वास्थ्य का ध्यान रखें।',
        9: 'मिला-जुला भाग्य: पूजा-पाठ और बड़ों के लिए अच्छा दिन, नए कामों के लिए कम।',
        10: 'काम अच्छा चलेगा और आपकी मेहनत दिखेगी: ज़रूरी कामों के लिए अच्छा।',
        11: 'लाभ और शुभ समाचार: मित्रों और मनोकामनाओं के लिए अच्छा दिन।',
        12: 'ख़र्च और थकान: दिन हल्का रखें और अच्छा आराम करें।',
      },
    ),
    teaser: (house: number, favourable: boolean) => `चंद्रमा आपके ${hindiOrdinal(house)} भाव में: ${favourable ? 'शुभ दिन' : 'सावधानी का दिन'}`,
    moonSignHint: 'इसे अपनी चंद्र राशि के लिए पढ़ें।',
    houseFromBirthMoon: (sign: string, house: number) => `उनकी चंद्र राशि ${sign} से गिनें तो चंद्रमा ${hindiOrdinal(house)} भाव में गोचर कर रहा है।`,
    loading: 'आज का चंद्रमा लोड हो रहा है…',
    loadFailed: 'हम चंद्रमा की स्थिति लोड नहीं कर सके।',
  },
);
