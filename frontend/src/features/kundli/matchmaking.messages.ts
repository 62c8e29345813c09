import type { KootaName, MatchVerdict } from '@nakshatra/contracts';
import { defineMessages } from '../../lib/i18n/messages';

type Words<K extends string> = Readonly<Record<K, string>>;
const pick =
  <K extends string>(words: Words<K>) =>
  (key: K): string =>
    words[key];

/** The matchmaking report: score, verdict, the eight kootas, doshas and both people. */
export const matchmakingMessages = defineMessages(
  {
    title: (boy: string, girl: string) => `Match of ${boy} and ${girl}`,
    boy: 'Boy',
    girl: 'Girl',
    scoreTitle: 'Guna milan',
    gaugeLabel: (total: number, verdict: string) => `${total} of 36 gunas: ${verdict}`,
    outOf: 'of 36 gunas',
    verdict: pick<MatchVerdict>({ not_recommended: 'Not recommended', acceptable: 'Acceptable match', good: 'Good match', excellent: 'Excellent match' }),
    verdictText: pick<MatchVerdict>({
      not_recommended: 'Fewer than 18 of the 36 gunas match: the traditional threshold for a match is not met.',
      acceptable: '18 or more of the 36 gunas match: an acceptable match by the traditional threshold.',
      good: '25 or more of the 36 gunas match: a good match.',
      excellent: '33 or more of the 36 gunas match: an excellent match.',
    }),
    kootasTitle: 'The eight kootas',
    kootasTable: 'Points of each koota',
    koota: 'Koota',
    points: 'Points',
    pointsOf: (points: number, max: number) => `${points} / ${max}`,
    total: 'Total',
    kootaName: pick<KootaName>({ varna: 'Varna', vashya: 'Vashya', tara: 'Tara', yoni: 'Yoni', graha_maitri: 'Graha Maitri', gana: 'Gana', bhakoot: 'Bhakoot', nadi: 'Nadi' }),
    kootaAbout: pick<KootaName>({
      varna: 'Spiritual temperament, from the moon signs.',
      vashya: 'Attraction and mutual influence, from the moon signs.',
      tara: 'Health and fortune, counting from one birth star to the other.',
      yoni: 'Physical and intimate harmony, by the animal of each nakshatra.',
      graha_maitri: 'Friendship of the lords of the two moon signs: harmony of minds.',
      gana: 'Temperament: divine (Deva), human (Manushya) or fierce (Rakshasa).',
      bhakoot: 'How far apart the moon signs stand: family welfare and prosperity.',
      nadi: 'Health and children: the same nadi on both sides scores nothing.',
    }),
    doshasTitle: 'Doshas',
    bhakootDosha: 'Bhakoot dosha',
    nadiDosha: 'Nadi dosha',
    present: 'Present',
    absent: 'Not present',
    bhakootAbout: 'Bhakoot scores 0 when the moon signs stand 2 and 12, 5 and 9, or 6 and 8 from each other.',
    nadiAbout: 'Nadi scores 0 when both have the same nadi.',
    peopleTitle: 'Moon signs and nakshatras',
    moonSign: 'Moon sign (rashi)',
    nakshatra: 'Nakshatra',
    manglik: 'Manglik',
    manglikYes: 'Yes',
    manglikNo: 'No',
    manglikUnknown: 'Not known (only the nakshatra was given)',
    fromNakshatra: 'From the nakshatra given',
    manglikMatchTitle: 'Manglik match',
    manglikMatch: (compatible: boolean | null): string =>
      compatible === null
        ? 'Cannot be judged: Mars is not known for someone who gave only their nakshatra.'
        : compatible
          ? 'Compatible: both are manglik, or neither is.'
          : 'Not compatible: one is manglik and the other is not. An astrologer can check whether the dosha is cancelled.',
    askTitle: 'Want both charts read in full?',
    askText: 'A verified astrologer can read both kundlis with you now, in a chat or a call.',
  },
  {
    title: (boy: string, girl: string) => `${boy} और ${girl} का मिलान`,
    boy: 'लड़का',
    girl: 'लड़की',
    scoreTitle: 'गुण मिलान',
    gaugeLabel: (total: number, verdict: string) => `36 में से ${total} गुण: ${verdict}`,
    outOf: '36 में से गुण',
    verdict: pick<MatchVerdict>({ not_recommended: 'मिलान उचित नहीं', acceptable: 'स्वीकार्य मिलान', good: 'अच्छा मिलान', excellent: 'उत्तम मिलान' }),
    verdictText: pick<MatchVerdict>({
      not_recommended: '36 में से 18 से कम गुण मिलते हैं: मिलान की पारंपरिक सीमा पूरी नहीं होती।',
      acceptable: '36 में से 18 या अधिक गुण मिलते हैं: पारंपरिक सीमा से स्वीकार्य मिलान।',
      good: '36 में से 25 या अधिक गुण मिलते हैं: अच्छा मिलान।',
      excellent: '36 में से 33 या अधिक गुण मिलते हैं: उत्तम मिलान।',
    }),
    kootasTitle: 'आठ कूट',
    kootasTable: 'हर कूट के अंक',
    koota: 'कूट',
    points: 'अंक',
    pointsOf: (points: number, max: number) => `${points} / ${max}`,
    total: 'कुल',
    kootaName: pick<KootaName>({ varna: 'वर्ण', vashya: 'वश्य', tara: 'तारा', yoni: 'योनि', graha_maitri: 'ग्रह मैत्री', gana: 'गण', bhakoot: 'भकूट', nadi: 'नाड़ी' }),
    kootaAbout: pick<KootaName>({
      varna: 'आध्यात्मिक स्वभाव, चंद्र राशियों से।',
      vashya: 'आकर्षण और परस्पर प्रभाव, चंद्र राशियों से।',
      tara: 'स्वास्थ्य और भाग्य, एक जन्म नक्षत्र से दूसरे तक गिनकर।',
      yoni: 'शारीरिक और अंतरंग सामंजस्य, हर नक्षत्र के पशु से।',
      graha_maitri: 'दोनों चंद्र राशियों के स्वामियों की मित्रता: मन का मेल।',
      gana: 'स्वभाव: देव, मनुष्य या राक्षस गण।',
      bhakoot: 'चंद्र राशियाँ एक-दूसरे से कितनी दूर हैं: परिवार का सुख और समृद्धि।',
      nadi: 'स्वास्थ्य और संतान: दोनों की एक ही नाड़ी हो तो कोई अंक नहीं।',
    }),
    doshasTitle: 'दोष',
    bhakootDosha: 'भकूट दोष',
    nadiDosha: 'नाड़ी दोष',
    present: 'है',
    absent: 'नहीं है',
    bhakootAbout: 'जब चंद्र राशियाँ एक-दूसरे से 2 और 12, 5 और 9, या 6 और 8 पर हों, तो भकूट के 0 अंक होते हैं।',
    nadiAbout: 'जब दोनों की नाड़ी एक ही हो, तो नाड़ी के 0 अंक होते हैं।',
    peopleTitle: 'चंद्र राशि और नक्षत्र',
    moonSign: 'चंद्र राशि',
    nakshatra: 'नक्षत्र',
    manglik: 'मांगलिक',
    manglikYes: 'हाँ',
    manglikNo: 'नहीं',
    manglikUnknown: 'ज्ञात नहीं (केवल नक्षत्र दिया गया)',
    fromNakshatra: 'दिए गए नक्षत्र से',
    manglikMatchTitle: 'मांगलिक मिलान',
    manglikMatch: (compatible: boolean | null): string =>
      compatible === null
        ? 'तय नहीं हो सकता: जिसने केवल नक्षत्र दिया, उसके मंगल की स्थिति ज्ञात नहीं है।'
        : compatible
          ? 'अनुकूल: दोनों मांगलिक हैं, या कोई भी नहीं।'
          : 'अनुकूल नहीं: एक मांगलिक है और दूसरा नहीं। ज्योतिषी देख सकते हैं कि दोष का परिहार होता है या नहीं।',
    askTitle: 'दोनों कुंडलियाँ पूरी पढ़वाना चाहते हैं?',
    askText: 'कोई सत्यापित ज्योतिषी अभी चैट या कॉल पर दोनों कुंडलियाँ आपके साथ पढ़ सकते हैं।',
  },
);
