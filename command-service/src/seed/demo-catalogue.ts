import { ZODIAC_SIGNS, type ContentFamilyName } from '@nakshatra/contracts';
import { infoPages } from './info-pages.js';
import { librarySections } from './library-sections.js';

/**
 * The demo catalogue `npm run seed` writes (and `npm start` on an empty store): enough real-looking
 * content that a new user sees a living site. Images are the bundled files in seed-images/ (drawn
 * by command-service/scripts/generate-seed-images.mjs, each item its own), referred to by name and
 * replaced by their upload URLs when seeding.
 */
export interface SeedItem {
  readonly family: ContentFamilyName;
  /** Name to refer to this item's id from later items (e.g. a product's category). */
  readonly ref?: string;
  readonly fields: Readonly<Record<string, unknown>> & { readonly title: string };
}

const SIGN_NAMES: Record<(typeof ZODIAC_SIGNS)[number], { name: string; lord: string; color: string }> = {
  aries: { name: 'Aries (Mesh)', lord: 'Mars', color: 'Red' },
  taurus: { name: 'Taurus (Vrishabh)', lord: 'Venus', color: 'White' },
  gemini: { name: 'Gemini (Mithun)', lord: 'Mercury', color: 'Green' },
  cancer: { name: 'Cancer (Kark)', lord: 'Moon', color: 'Silver' },
  leo: { name: 'Leo (Simha)', lord: 'Sun', color: 'Gold' },
  virgo: { name: 'Virgo (Kanya)', lord: 'Mercury', color: 'Olive' },
  libra: { name: 'Libra (Tula)', lord: 'Venus', color: 'Pink' },
  scorpio: { name: 'Scorpio (Vrishchik)', lord: 'Mars', color: 'Maroon' },
  sagittarius: { name: 'Sagittarius (Dhanu)', lord: 'Jupiter', color: 'Yellow' },
  capricorn: { name: 'Capricorn (Makar)', lord: 'Saturn', color: 'Navy blue' },
  aquarius: { name: 'Aquarius (Kumbh)', lord: 'Saturn', color: 'Electric blue' },
  pisces: { name: 'Pisces (Meen)', lord: 'Jupiter', color: 'Sea green' },
};

const PERIOD_TEXT = {
  daily: (sign: string, lord: string) => `<p>${lord}, your ruling planet, steadies your plans today. A conversation at work opens a door you had thought closed; take it calmly.</p><p>In love, patience pays more than grand gestures. Keep your evening free for family. ${sign} natives should avoid signing papers in a hurry.</p>`,
  weekly: (sign: string, lord: string) => `<p>The week begins with energy for new work. Midweek, ${lord} asks you to finish what you started before opening new fronts.</p><p>Money: avoid lending. Health: sleep on time and walk in the morning. The weekend favours travel and meeting elders; ${sign} natives may hear good news from a sibling.</p>`,
  monthly: (sign: string, lord: string) => `<p>This month ${lord} supports steady effort over quick wins. Career questions settle in the second fortnight; an old contact may bring an offer.</p><p>Relationships grow warmer after the full moon. Keep expenses on festivals within a budget. Remedy for ${sign}: light a ghee diya on Saturday evenings.</p>`,
  yearly: (sign: string, lord: string) => `<p>A year of building foundations. With ${lord} well placed, the first half favours learning and the second half rewards it with recognition.</p><p>Property and vehicle purchases look favourable after the Jupiter transit. For ${sign}, marriage talks progress in the months after Diwali. Chant your ruling planet's mantra on its weekday.</p>`,
};

/** Start of the period that contains `today` (YYYY-MM-DD, India's calendar). */
function periodStart(today: string, period: keyof typeof PERIOD_TEXT): string {
  const date = new Date(`${today}T00:00:00Z`);
  if (period === 'weekly') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (period === 'monthly') date.setUTCDate(1);
  if (period === 'yearly') date.setUTCMonth(0, 1);
  return date.toISOString().slice(0, 10);
}

const horoscopes = (today: string): SeedItem[] =>
  ZODIAC_SIGNS.flatMap((sign, index) =>
    (['daily', 'weekly', 'monthly', 'yearly'] as const).map((period) => ({
      family: 'horoscope' as const,
      fields: {
        title: `${SIGN_NAMES[sign].name} ${period} horoscope`,
        status: 'published',
        sign,
        period,
        date: periodStart(today, period),
        body: PERIOD_TEXT[period](SIGN_NAMES[sign].name, SIGN_NAMES[sign].lord),
        lucky_number: ((index * 7) % 9) + 1,
        lucky_color: SIGN_NAMES[sign].color,
      },
    })),
  );

const BLOGS: [title: string, category: string, tags: string[], image: string, summary: string][] = [
  ['Saturn transit 2026: what it means for your sign', 'planets', ['saturn', 'transit'], 'blog-saturn-transit', 'Shani moves slowly and teaches patiently. Here is how the transit touches each moon sign.'],
  ['Five simple remedies for Mangal dosha', 'remedies', ['mars', 'manglik', 'marriage'], 'blog-mangal-dosha', 'Manglik in your kundli? These traditional remedies ease the effect before marriage.'],
  ['How to read your birth chart in ten minutes', 'kundli', ['kundli', 'beginners'], 'blog-read-birth-chart', 'Lagna, houses and planets: a beginner-friendly walk through the twelve houses.'],
  ['Rahu and Ketu: the shadow planets explained', 'planets', ['rahu', 'ketu'], 'blog-rahu-ketu', 'Why the nodes of the Moon matter so much in Vedic astrology, and how to work with them.'],
  ['Choosing a gemstone: ruby, emerald or pearl?', 'gemstones', ['gemstones', 'remedies'], 'blog-choosing-gemstone', 'A gemstone should follow your chart, not fashion. How astrologers decide which stone suits you.'],
  ['Vastu tips for a peaceful bedroom', 'vastu', ['vastu', 'home'], 'blog-vastu-bedroom', 'Bed placement, colours and mirrors: small changes that bring calm to your sleep.'],
  ['Kundli matching: what the 36 gunas really tell you', 'marriage', ['matchmaking', 'gunas'], 'blog-kundli-matching', 'Ashtakoot matching explained, and why a good astrologer looks beyond the score.'],
  ['The meaning of Sade Sati and how to face it', 'planets', ['saturn', 'sade-sati'], 'blog-sade-sati', 'Seven and a half years of Saturn: not a curse, but a teacher. Practical ways to move through it.'],
  ['Navratri fasting guide for beginners', 'festivals', ['navratri', 'vrat'], 'blog-navratri-fasting', 'What to eat, what to avoid and how to keep your energy up during the nine nights.'],
  ['Why your moon sign matters more than your sun sign', 'basics', ['moon', 'rashi'], 'blog-moon-sign', 'Vedic astrology reads the mind through the Moon. Find your rashi and what it says about you.'],
  ['Hanuman Chalisa: the right way to recite it', 'spirituality', ['mantra', 'hanuman'], 'blog-hanuman-chalisa', 'When, how often and with what intention: a guide to one of India’s most loved prayers.'],
  ['Numerology: what your birth number says about your career', 'numerology', ['numerology', 'career'], 'blog-numerology-career', 'From 1 to 9, each number carries a nature. Match your work to your number.'],
  ['Tarot for beginners: the Major Arcana in one page', 'tarot', ['tarot', 'beginners'], 'blog-tarot-beginners', 'Twenty-two cards, twenty-two lessons. A short, clear introduction.'],
  ['Jupiter in the 7th house: marriage and partnerships', 'planets', ['jupiter', 'marriage'], 'blog-jupiter-seventh-house', 'Guru in the house of partnership is a blessing, with a few conditions.'],
  ['Muhurat: how to pick an auspicious time', 'basics', ['muhurat', 'panchang'], 'blog-muhurat', 'Tithi, nakshatra and yoga: what an astrologer checks before a wedding or griha pravesh.'],
  ['Rudraksha: types, benefits and how to wear one', 'remedies', ['rudraksha', 'remedies'], 'blog-rudraksha-types', 'From ek mukhi to fourteen mukhi, what each rudraksha is said to support.'],
  ['Diwali Lakshmi puja: a step-by-step guide', 'festivals', ['diwali', 'puja'], 'blog-diwali-lakshmi-puja', 'Everything you need for the puja at home, with the timing for this year.'],
  ['Career astrology: the 10th house and your work', 'career', ['career', 'houses'], 'blog-career-tenth-house', 'Your tenth house, its lord and the planets in it shape your working life.'],
  ['Mercury retrograde: myths and facts', 'planets', ['mercury', 'retrograde'], 'blog-mercury-retrograde', 'Not every delay is Mercury’s fault. What a retrograde really changes.'],
  ['Healing with mantras: Gayatri, Mahamrityunjaya and more', 'spirituality', ['mantra'], 'blog-healing-mantras', 'Which mantra for which purpose, and how to chant with attention.'],
  ['Vastu for the kitchen: fire, direction and health', 'vastu', ['vastu', 'kitchen'], 'blog-vastu-kitchen', 'The south-east belongs to Agni. How your kitchen’s direction affects the family’s health.'],
  ['Love compatibility by moon sign', 'relationships', ['love', 'compatibility'], 'blog-love-compatibility', 'Which rashis understand each other best, and where to take care.'],
];

const blogs = (): SeedItem[] =>
  BLOGS.map(([title, category, tags, image, summary], index) => ({
    family: 'blog',
    fields: {
      title,
      status: 'published',
      sort_order: index,
      summary,
      category,
      tags,
      image_url: `image:${image}`,
      body: `<p>${summary}</p><h2>What the shastras say</h2><p>Classical texts describe this in terms of the planets' natural qualities and their placement in your chart. An experienced astrologer always reads it together with your lagna and moon sign.</p><h2>What you can do</h2><ul><li>Know your chart: make your free kundli first.</li><li>Keep remedies simple and regular.</li><li>Ask a verified astrologer before spending on gemstones or poojas.</li></ul>`,
    },
  }));

export function demoCatalogue(today: string): SeedItem[] {
  return [
    { family: 'product_category', ref: 'gemstones', fields: { title: 'Gemstones', status: 'published', summary: 'Certified natural gemstones', image_url: 'image:category-gemstones' } },
    { family: 'product_category', ref: 'rudraksha', fields: { title: 'Rudraksha', status: 'published', summary: 'Energised rudraksha beads and malas', image_url: 'image:category-rudraksha' } },
    { family: 'product_category', ref: 'yantras', fields: { title: 'Yantras', status: 'published', summary: 'Copper and brass yantras for home and office', image_url: 'image:category-yantras' } },
    { family: 'product_category', ref: 'puja-essentials', fields: { title: 'Puja essentials', status: 'published', summary: 'Lamps, kalash, incense and idols for the home temple', image_url: 'image:category-puja-essentials' } },
    { family: 'product_category', ref: 'books', fields: { title: 'Books', status: 'published', summary: 'Classic texts of jyotish, in Hindi and English', image_url: 'image:category-books' } },
    { family: 'products', fields: { title: 'Natural Emerald (Panna) 5 carat', status: 'published', summary: 'Lab-certified Colombian emerald for Mercury', price: 1_250_000, mrp: 1_599_900, stock: 8, images: ['image:product-emerald'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Ruby (Manik) 4 carat', status: 'published', summary: 'Burmese ruby for the Sun, with certificate', price: 1_899_900, mrp: 2_299_900, stock: 4, images: ['image:product-ruby'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Pearl (Moti) 6 carat', status: 'published', summary: 'South-sea pearl for the Moon', price: 499_900, mrp: 649_900, stock: 15, images: ['image:product-pearl'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Blue Sapphire (Neelam) 5 carat', status: 'published', summary: 'Ceylon blue sapphire for Saturn, lab certified', price: 2_450_000, mrp: 2_999_900, stock: 3, images: ['image:product-blue-sapphire'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Yellow Sapphire (Pukhraj) 5 carat', status: 'published', summary: 'For Jupiter: wisdom, marriage and children', price: 1_650_000, mrp: 1_999_900, stock: 6, images: ['image:product-yellow-sapphire'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Red Coral (Moonga) 7 carat', status: 'published', summary: 'Italian red coral for Mars, capsule cut', price: 349_900, mrp: 449_900, stock: 12, images: ['image:product-red-coral'], category_id: 'ref:gemstones' } },
    { family: 'products', fields: { title: 'Five Mukhi Rudraksha Mala', status: 'published', summary: '108+1 beads, energised at Kashi', price: 149_900, mrp: 249_900, stock: 40, images: ['image:product-five-mukhi-mala'], category_id: 'ref:rudraksha' } },
    { family: 'products', fields: { title: 'Ek Mukhi Rudraksha', status: 'published', summary: 'Rare one-faced rudraksha with lab report', price: 1_100_000, mrp: 1_500_000, stock: 2, images: ['image:product-ek-mukhi-rudraksha'], category_id: 'ref:rudraksha' } },
    { family: 'products', fields: { title: 'Shree Yantra (copper, 6 inch)', status: 'published', summary: 'For prosperity and peace at home', price: 89_900, mrp: 129_900, stock: 25, images: ['image:product-shree-yantra'], category_id: 'ref:yantras' } },
    { family: 'products', fields: { title: 'Navgraha Yantra', status: 'published', summary: 'Balances the nine planets', price: 119_900, mrp: 159_900, stock: 18, images: ['image:product-navgraha-yantra'], category_id: 'ref:yantras' } },
    { family: 'products', fields: { title: 'Brass Akhand Diya', status: 'published', summary: 'Solid brass lamp on a stand, for the daily aarti', price: 129_900, mrp: 179_900, stock: 30, images: ['image:product-brass-diya'], category_id: 'ref:puja-essentials' } },
    { family: 'products', fields: { title: 'Narmadeshwar Shivling (4 inch)', status: 'published', summary: 'Natural Narmada stone on its jalahari base', price: 219_900, mrp: 299_900, stock: 10, images: ['image:product-narmadeshwar-shivling'], category_id: 'ref:puja-essentials' } },
    { family: 'products', fields: { title: 'Sandalwood Agarbatti (100 sticks)', status: 'published', summary: 'Hand-rolled incense with a wooden holder', price: 19_900, mrp: 24_900, stock: 200, images: ['image:product-sandalwood-incense'], category_id: 'ref:puja-essentials' } },
    { family: 'products', fields: { title: 'Copper Kalash', status: 'published', summary: 'Pure copper kalash for puja and griha pravesh', price: 89_900, mrp: 119_900, stock: 20, images: ['image:product-copper-kalash'], category_id: 'ref:puja-essentials' } },
    { family: 'products', fields: { title: 'Lal Kitab (Hindi)', status: 'published', summary: 'The complete text with its remedies, in Hindi', price: 59_900, mrp: 75_000, stock: 50, images: ['image:product-lal-kitab'], category_id: 'ref:books' } },
    { family: 'products', fields: { title: 'Brihat Parashara Hora Shastra', status: 'published', summary: 'The Sanskrit classic with English translation and notes', price: 99_900, mrp: 125_000, stock: 35, images: ['image:product-parashara-hora-shastra'], category_id: 'ref:books' } },
    { family: 'pooja_booking', fields: { title: 'Maha Mrityunjaya Jaap', status: 'published', summary: '1,25,000 chants for health and long life', price: 1_100_000, duration_min: 180, temple: 'Mahakaleshwar, Ujjain', benefits: ['Good health', 'Protection from untimely troubles'], image_url: 'image:pooja-maha-mrityunjaya' } },
    { family: 'pooja_booking', fields: { title: 'Navgraha Shanti Pooja', status: 'published', summary: 'Pacifies all nine planets', price: 510_000, duration_min: 120, temple: 'Navagraha Temple, Guwahati', benefits: ['Calmer planetary periods', 'Removal of obstacles'], image_url: 'image:pooja-navgraha-shanti' } },
    { family: 'pooja_booking', fields: { title: 'Mangal Dosh Nivaran Pooja', status: 'published', summary: 'For manglik natives before marriage', price: 310_000, duration_min: 90, temple: 'Mangalnath, Ujjain', benefits: ['Eases Mangal dosha', 'Harmony in marriage'], image_url: 'image:pooja-mangal-dosh' } },
    { family: 'pooja_booking', fields: { title: 'Lakshmi Kuber Pooja', status: 'published', summary: 'For wealth and business growth', price: 210_000, duration_min: 60, temple: 'Mahalakshmi Temple, Kolhapur', benefits: ['Prosperity', 'Steady income'], image_url: 'image:pooja-lakshmi-kuber' } },
    { family: 'festivals', fields: { title: 'Diwali', status: 'published', date: '2026-11-08', summary: 'The festival of lights: Lakshmi puja in the evening', image_url: 'image:festival-diwali', category: 'major', body: '<p>Diwali falls on the Amavasya of Kartik. Lakshmi puja is done in the pradosh kaal after sunset.</p>' } },
    { family: 'festivals', fields: { title: 'Makar Sankranti', status: 'published', date: '2027-01-14', summary: 'The Sun enters Capricorn: til-gud, kites and holy dips', image_url: 'image:festival-makar-sankranti', category: 'major' } },
    { family: 'festivals', fields: { title: 'Maha Shivratri', status: 'published', date: '2027-03-06', summary: 'The great night of Shiva: fasting and night-long worship', image_url: 'image:festival-maha-shivratri', category: 'major' } },
    { family: 'festivals', fields: { title: 'Holi', status: 'published', date: '2027-03-22', summary: 'Holika dahan in the evening, colours the next morning', image_url: 'image:festival-holi', category: 'major' } },
    { family: 'vrat', fields: { title: 'Ekadashi vrat', status: 'published', date: '2026-12-01', summary: 'Fasting on the eleventh lunar day, dedicated to Vishnu', image_url: 'image:vrat-ekadashi' } },
    { family: 'vrat', fields: { title: 'Pradosh vrat', status: 'published', date: '2026-12-02', summary: 'Evening worship of Shiva on the thirteenth lunar day', image_url: 'image:vrat-pradosh' } },
    { family: 'banners', fields: { title: 'First chat free', status: 'published', image_url: 'image:banner-chat-astrologer', link: '/chat-with-astrologer', placement: 'home_top', sort_order: 0 } },
    { family: 'banners', fields: { title: 'Recharge and get 50% extra', status: 'published', image_url: 'image:banner-recharge-bonus', link: '/recharge', placement: 'home_top', sort_order: 1 } },
    { family: 'banners', fields: { title: 'Gemstones in the Astro Mall', status: 'published', image_url: 'image:banner-gemstones', link: '/mall', placement: 'home_middle' } },
    { family: 'offers', fields: { title: 'First recharge bonus', status: 'published', first_recharge: true, bonus_percent: 50, summary: '50% extra on your first recharge', image_url: 'image:offer-first-recharge' } },
    { family: 'offers', fields: { title: 'Festive bonus', status: 'published', code: 'DIWALI20', bonus_percent: 20, summary: '20% extra on every recharge this festive season' } },
    ...[
      [5_000, 0, false],
      [10_000, 1_000, false],
      [20_000, 3_000, true],
      [50_000, 10_000, false],
      [100_000, 25_000, false],
      [200_000, 60_000, false],
    ].map(([amount, bonus, popular], index): SeedItem => ({
      family: 'price',
      fields: { title: `₹${(amount as number) / 100} pack`, status: 'published', sort_order: index, amount, bonus_amount: bonus, popular },
    })),
    // Gifts viewers send on air (docs/live.md, "Gifts"): the emoji is their picture.
    ...[
      ['Rose', 'गुलाब', '🌹', 1_100],
      ['Diya', 'दीया', '🪔', 2_100],
      ['Lotus', 'कमल', '🪷', 5_100],
      ['Marigold garland', 'गेंदे की माला', '💐', 10_100],
      ['Crown', 'मुकुट', '👑', 50_100],
    ].map(([title, titleHi, emoji, price], index): SeedItem => ({ family: 'gift', fields: { title: String(title), title_hi: titleHi, emoji, price, status: 'published', sort_order: index } })),
    ...[
      ['Life changing advice', 'Priya Sharma', 'Jaipur', 5, 'Panditji read my chart with great care. The remedies for my career worked within two months.', 'portrait-priya-sharma'],
      ['Very accurate', 'Rohit Verma', 'Lucknow', 5, 'The prediction about my job change came true exactly as told. Thank you!', 'portrait-rohit-verma'],
      ['Calm and patient', 'Ananya Iyer', 'Chennai', 4, 'I was anxious about my marriage; the astrologer listened patiently and gave clear guidance.', 'portrait-ananya-iyer'],
      ['Easy to use', 'Suresh Patel', 'Ahmedabad', 5, 'Recharged in a minute and was chatting with an astrologer right away. Very convenient.', 'portrait-suresh-patel'],
      ['Helpful matchmaking', 'Meera Nair', 'Kochi', 4, 'The kundli matching report was detailed and the follow-up call cleared all our doubts.', 'portrait-meera-nair'],
    ].map(([title, author, city, rating, text, portrait]): SeedItem => ({ family: 'testimonial', fields: { title: String(title), author, city, rating, text, status: 'published', image_url: `image:${portrait}` } })),
    { family: 'services', fields: { title: 'Chat with astrologer', status: 'published', summary: 'First chat free for new users', link: '/chat-with-astrologer', image_url: 'image:service-chat', sort_order: 0 } },
    { family: 'services', fields: { title: 'Talk to astrologer', status: 'published', summary: 'Call verified astrologers any time', link: '/talk-to-astrologer', image_url: 'image:service-talk', sort_order: 1 } },
    { family: 'services', fields: { title: 'Free kundli', status: 'published', summary: 'Your birth chart in seconds', link: '/free-kundli', image_url: 'image:service-kundli', sort_order: 2 } },
    { family: 'services', fields: { title: 'Kundli matchmaking', status: 'published', summary: '36-guna matching with a full report', link: '/kundli-matchmaking', image_url: 'image:service-matchmaking', sort_order: 3 } },
    { family: 'category', fields: { title: 'Planets', slug: 'planets', status: 'published', summary: 'Grahas and their transits' } },
    { family: 'category', fields: { title: 'Remedies', slug: 'remedies', status: 'published', summary: 'Upayas for every planet' } },
    { family: 'category', fields: { title: 'Festivals', slug: 'festivals', status: 'published', summary: 'Dates, pujas and fasting' } },
    { family: 'reason', fields: { title: 'Documents not clear', status: 'published', summary: 'Please upload a clear photo of your ID' } },
    { family: 'reason', fields: { title: 'Experience not verified', status: 'published', summary: 'We could not verify the experience you entered' } },
    ...blogs(),
    ...horoscopes(today),
    ...infoPages(),
    ...librarySections(),
  ];
}

/**
 * Every bundled image the seed uploads (`image:<name>` in an item, and each demo astrologer's
 * portrait), each once: `seed-images/<name>.webp`.
 */
export function seedImageNames(items: readonly SeedItem[], portraits: readonly string[]): string[] {
  const named = items.flatMap((item) => Object.values(item.fields).flat()).filter((value): value is string => typeof value === 'string' && value.startsWith('image:'));
  return [...new Set([...named.map((value) => value.slice('image:'.length)), ...portraits])];
}
