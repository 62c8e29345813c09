import { defineMessages } from '../../lib/i18n/messages';

/** The astrologer's desk: the customer's kundli beside a consultation. */
export const kundliDeskMessages = defineMessages(
  {
    title: (name: string) => `${name}'s kundli`,
    show: (name: string) => `${name}'s kundli`,
    lead: 'Cast from the birth details given for this consultation (Lahiri ayanamsa, mean node).',
    casting: 'Casting the chart…',
    castFailed: "We couldn't cast the chart.",
    noPlaceTitle: 'No chart for this consultation',
    noPlace: (place: string) =>
      `The birth place “${place}” was typed, not chosen from the list of places, so its coordinates and time zone are not known and no chart can be cast. Ask for the town and district, then cast the chart on the Free Kundli page.`,
    lagna: 'Lagna',
    lagnaUncertain: 'uncertain: the birth time is not known',
    moonSign: 'Moon sign',
    nakshatra: 'Nakshatra',
    nakshatraValue: (name: string, pada: number, lord: string) => `${name}, pada ${pada} (lord ${lord})`,
    dashaTitle: 'Running dasha',
    mahadasha: 'Mahadasha',
    antardasha: 'Antardasha',
    period: (lord: string, from: string, to: string) => `${lord}, ${from} – ${to}`,
    noRunningDasha: 'No dasha period runs today in this chart.',
  },
  {
    title: (name: string) => `${name} की कुंडली`,
    show: (name: string) => `${name} की कुंडली`,
    lead: 'इस परामर्श के लिए दिए गए जन्म विवरण से बनी (लाहिड़ी अयनांश, मध्यम राहु)।',
    casting: 'कुंडली बनाई जा रही है…',
    castFailed: 'हम कुंडली नहीं बना सके।',
    noPlaceTitle: 'इस परामर्श के लिए कुंडली नहीं',
    noPlace: (place: string) =>
      `जन्म स्थान “${place}” सूची से चुना नहीं गया, सिर्फ़ लिखा गया, इसलिए उसके अक्षांश-देशांतर और समय क्षेत्र पता नहीं हैं और कुंडली नहीं बन सकती। शहर और ज़िला पूछें, फिर मुफ़्त कुंडली पेज पर कुंडली बनाएँ।`,
    lagna: 'लग्न',
    lagnaUncertain: 'अनिश्चित: जन्म समय पता नहीं',
    moonSign: 'चंद्र राशि',
    nakshatra: 'नक्षत्र',
    nakshatraValue: (name: string, pada: number, lord: string) => `${name}, चरण ${pada} (स्वामी ${lord})`,
    dashaTitle: 'चल रही दशा',
    mahadasha: 'महादशा',
    antardasha: 'अंतर्दशा',
    period: (lord: string, from: string, to: string) => `${lord}, ${from} – ${to}`,
    noRunningDasha: 'इस कुंडली में आज कोई दशा नहीं चल रही।',
  },
);
