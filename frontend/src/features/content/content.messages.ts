import { defineMessages, type Messages } from '../../lib/i18n/messages';
import type { ContentSectionId } from './content-sections';

/** What one item and many items of a section are called, e.g. "blog post" and "blog posts". */
export interface Nouns {
  readonly one: string;
  readonly many: string;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The chrome of every content list and page, built around the section's nouns. The Hindi is
 * phrased so that it needs no gender or number agreement with the noun.
 */
export const contentMessages = defineMessages(
  {
    searchLabel: (nouns: Nouns) => `Search ${nouns.many}`,
    searchPlaceholder: 'Search by title',
    filters: 'Filters',
    category: 'Category',
    tag: 'Tag',
    search: 'Search',
    removeFilter: (filter: string, value: string) => `Remove ${filter.toLowerCase()} filter: ${value}`,
    count: (count: number, nouns: Nouns) => `${count} ${count === 1 ? nouns.one : nouns.many}`,
    pages: (nouns: Nouns) => `Pages of ${nouns.many}`,
    loadingList: (nouns: Nouns) => `Loading ${nouns.many}…`,
    listFailed: (nouns: Nouns) => `We couldn't load ${nouns.many}.`,
    emptyList: (nouns: Nouns) => `No ${nouns.many} yet`,
    noMatches: (nouns: Nouns) => `No ${nouns.many} match these filters.`,
    showAll: (nouns: Nouns) => `Show all ${nouns.many}`,
    allOf: (nouns: Nouns) => `All ${nouns.many}`,
    loadingItem: (nouns: Nouns) => `Loading ${nouns.one}…`,
    itemFailed: (nouns: Nouns) => `We couldn't load this ${nouns.one}.`,
    notFound: (nouns: Nouns) => `${capitalized(nouns.one)} not found`,
    notFoundText: (nouns: Nouns) => `This ${nouns.one} does not exist, or it is no longer published.`,
    backToAll: (nouns: Nouns) => `Back to all ${nouns.many}`,
    tags: 'Tags',
    deity: 'Deity',
    duration: 'Duration',
    audioUnsupported: 'Your browser cannot play this audio.',
    downloadAudio: 'Download the audio',
    videoUnsupported: 'Your browser cannot play this video.',
    downloadVideo: 'Download the video',
    playVideo: (title: string) => `Video: ${title}`,
    collections: 'Collections',
    moreFromCollection: 'More stories from this collection',
  },
  {
    searchLabel: (nouns: Nouns) => `${nouns.many} खोजें`,
    searchPlaceholder: 'शीर्षक से खोजें',
    filters: 'फ़िल्टर',
    category: 'श्रेणी',
    tag: 'टैग',
    search: 'खोज',
    removeFilter: (filter: string, value: string) => `${filter} फ़िल्टर हटाएँ: ${value}`,
    count: (count: number, nouns: Nouns) => `${count} ${count === 1 ? nouns.one : nouns.many}`,
    pages: (nouns: Nouns) => `${nouns.many} के पृष्ठ`,
    loadingList: (nouns: Nouns) => `${nouns.many} की सूची लोड हो रही है…`,
    listFailed: (nouns: Nouns) => `हम ${nouns.many} लोड नहीं कर सके।`,
    emptyList: (nouns: Nouns) => `अभी कोई ${nouns.one} नहीं है`,
    noMatches: () => 'इन फ़िल्टरों से मेल खाता कुछ नहीं मिला।',
    showAll: (nouns: Nouns) => `सभी ${nouns.many} दिखाएँ`,
    allOf: (nouns: Nouns) => `सभी ${nouns.many}`,
    loadingItem: (nouns: Nouns) => `${nouns.one} का पृष्ठ लोड हो रहा है…`,
    itemFailed: (nouns: Nouns) => `हम यह ${nouns.one} लोड नहीं कर सके।`,
    notFound: (nouns: Nouns) => `${nouns.one} उपलब्ध नहीं`,
    notFoundText: (nouns: Nouns) => `यह ${nouns.one} मौजूद नहीं है, या अब प्रकाशित नहीं है।`,
    backToAll: (nouns: Nouns) => `सभी ${nouns.many} पर वापस जाएँ`,
    tags: 'टैग',
    deity: 'देवता',
    duration: 'अवधि',
    audioUnsupported: 'आपका ब्राउज़र यह ऑडियो नहीं चला सकता।',
    downloadAudio: 'ऑडियो डाउनलोड करें',
    videoUnsupported: 'आपका ब्राउज़र यह वीडियो नहीं चला सकता।',
    downloadVideo: 'वीडियो डाउनलोड करें',
    playVideo: (title: string) => `वीडियो: ${title}`,
    collections: 'संग्रह',
    moreFromCollection: 'इस संग्रह की और कहानियाँ',
  },
);

/** A section's own words: its lead (also the page description) and its nouns. */
type SectionText = { lead: string; one: string; many: string };
const sectionText = (en: SectionText, hi: SectionText): Messages<SectionText> => defineMessages(en, hi);

export const sectionTexts: Readonly<Record<ContentSectionId, Messages<SectionText>>> = {
  blogs: sectionText(
    { lead: 'Articles on Vedic astrology, remedies and rituals from the astrologers of Nakshatra.', one: 'blog post', many: 'blog posts' },
    { lead: 'नक्षत्र के ज्योतिषियों के वैदिक ज्योतिष, उपायों और अनुष्ठानों पर लेख।', one: 'ब्लॉग पोस्ट', many: 'ब्लॉग पोस्ट' },
  ),
  news: sectionText(
    { lead: 'News from the world of astrology: transits, eclipses and events.', one: 'news story', many: 'news stories' },
    { lead: 'ज्योतिष जगत के समाचार: गोचर, ग्रहण और आयोजन।', one: 'समाचार', many: 'समाचार' },
  ),
  remedies: sectionText(
    { lead: 'Simple Vedic remedies for planetary troubles, explained step by step.', one: 'remedy', many: 'remedies' },
    { lead: 'ग्रहों की परेशानियों के सरल वैदिक उपाय, चरण-दर-चरण।', one: 'उपाय', many: 'उपाय' },
  ),
  vastu: sectionText(
    { lead: 'Vastu shastra for your home and workplace: directions, rooms and fixes.', one: 'vastu article', many: 'vastu articles' },
    { lead: 'घर और कार्यस्थल के लिए वास्तु शास्त्र: दिशाएँ, कमरे और समाधान।', one: 'वास्तु लेख', many: 'वास्तु लेख' },
  ),
  numerology: sectionText(
    { lead: 'What your numbers say: life path, name and lucky numbers.', one: 'numerology article', many: 'numerology articles' },
    { lead: 'आपके अंक क्या कहते हैं: मूलांक, नामांक और शुभ अंक।', one: 'अंक ज्योतिष लेख', many: 'अंक ज्योतिष लेख' },
  ),
  tarot: sectionText(
    { lead: 'Tarot cards, their spreads and what they reveal.', one: 'tarot article', many: 'tarot articles' },
    { lead: 'टैरो कार्ड, उनके फैलाव और उनके संकेत।', one: 'टैरो लेख', many: 'टैरो लेख' },
  ),
  aarti: sectionText(
    { lead: 'Aartis of the deities, with their words and meaning.', one: 'aarti', many: 'aartis' },
    { lead: 'देवी-देवताओं की आरतियाँ, उनके बोल और अर्थ के साथ।', one: 'आरती', many: 'आरतियाँ' },
  ),
  vrat: sectionText(
    { lead: 'Fasts of the Hindu calendar: dates, rules and stories.', one: 'vrat', many: 'vrats' },
    { lead: 'हिंदू पंचांग के व्रत: तिथियाँ, नियम और कथाएँ।', one: 'व्रत', many: 'व्रत' },
  ),
  festivals: sectionText(
    { lead: 'Hindu festivals through the year: dates, pujas and traditions.', one: 'festival', many: 'festivals' },
    { lead: 'वर्ष भर के हिंदू त्योहार: तिथियाँ, पूजा और परंपराएँ।', one: 'त्योहार', many: 'त्योहार' },
  ),
  podcasts: sectionText(
    { lead: 'Listen to our astrologers talk about planets, remedies and life.', one: 'podcast', many: 'podcasts' },
    { lead: 'ग्रहों, उपायों और जीवन पर हमारे ज्योतिषियों की बातें सुनें।', one: 'पॉडकास्ट', many: 'पॉडकास्ट' },
  ),
  videos: sectionText(
    { lead: 'Astrology explained on video: predictions, remedies and rituals.', one: 'video', many: 'videos' },
    { lead: 'वीडियो में ज्योतिष: भविष्यवाणियाँ, उपाय और अनुष्ठान।', one: 'वीडियो', many: 'वीडियो' },
  ),
  gallery: sectionText(
    { lead: 'Photo albums of temples, festivals and pujas.', one: 'album', many: 'albums' },
    { lead: 'मंदिरों, त्योहारों और पूजाओं के फ़ोटो एल्बम।', one: 'एल्बम', many: 'एल्बम' },
  ),
  stories: sectionText(
    { lead: 'Stories from the Puranas and of the planets, alone or in collections.', one: 'story', many: 'stories' },
    { lead: 'पुराणों और ग्रहों की कहानियाँ, अलग-अलग या संग्रहों में।', one: 'कहानी', many: 'कहानियाँ' },
  ),
  testimonials: sectionText(
    { lead: 'What our customers say about their consultations.', one: 'testimonial', many: 'testimonials' },
    { lead: 'हमारे ग्राहक अपने परामर्श के बारे में क्या कहते हैं।', one: 'प्रशंसापत्र', many: 'प्रशंसापत्र' },
  ),
};

/** Story collections (the collection page of /stories). */
export const collectionText = sectionText(
  { lead: 'A collection of stories.', one: 'collection', many: 'collections' },
  { lead: 'कहानियों का एक संग्रह।', one: 'संग्रह', many: 'संग्रह' },
);

/** The festival calendar. */
export const calendarMessages = defineMessages(
  {
    view: 'View',
    list: 'List',
    calendar: 'Calendar',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    thisMonth: 'This month',
    loadingMonth: (month: string) => `Loading the festivals of ${month}…`,
    monthFailed: (month: string) => `We couldn't load the festivals of ${month}.`,
    inMonth: (month: string) => `Festivals in ${month}`,
    noneInMonth: (month: string) => `No festivals in ${month}`,
    today: 'Today',
  },
  {
    view: 'दृश्य',
    list: 'सूची',
    calendar: 'कैलेंडर',
    previousMonth: 'पिछला महीना',
    nextMonth: 'अगला महीना',
    thisMonth: 'यह महीना',
    loadingMonth: (month: string) => `${month} के त्योहार लोड हो रहे हैं…`,
    monthFailed: (month: string) => `हम ${month} के त्योहार लोड नहीं कर सके।`,
    inMonth: (month: string) => `${month} के त्योहार`,
    noneInMonth: (month: string) => `${month} में कोई त्योहार नहीं है`,
    today: 'आज',
  },
);

/** A gallery album and its lightbox. */
export const galleryMessages = defineMessages(
  {
    photoCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
    emptyAlbum: 'No photos in this album yet',
    photos: 'Photos',
    imageOf: (title: string, position: number, count: number) => `${title} (${position} of ${count})`,
    position: (position: number, count: number) => `${position} of ${count}`,
    previousImage: 'Previous photo',
    nextImage: 'Next photo',
    closeImage: 'Close photo',
    keyboardHint: 'Use the arrow keys to move between photos and Escape to close.',
  },
  {
    photoCount: (count: number) => `${count} फ़ोटो`,
    emptyAlbum: 'इस एल्बम में अभी कोई फ़ोटो नहीं है',
    photos: 'फ़ोटो',
    imageOf: (title: string, position: number, count: number) => `${title} (${position}/${count})`,
    position: (position: number, count: number) => `${position} / ${count}`,
    previousImage: 'पिछली फ़ोटो',
    nextImage: 'अगली फ़ोटो',
    closeImage: 'फ़ोटो बंद करें',
    keyboardHint: 'फ़ोटो बदलने के लिए तीर कुंजियाँ और बंद करने के लिए Escape दबाएँ।',
  },
);
