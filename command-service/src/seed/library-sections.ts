import type { SeedItem } from './demo-catalogue.js';

/**
 * The library sections of the demo site (spec §1 "further content"): photo albums, story
 * collections and a few articles for each reading section, so those lists show something on a
 * fresh start. Podcasts and videos are left out: the repository bundles no audio or video, and
 * links to other sites' media would be guesses; their pages have real empty states.
 */
const article = (family: SeedItem['family'], title: string, summary: string, image: string, body: string, extra: Record<string, unknown> = {}): SeedItem => ({
  family,
  fields: { title, status: 'published', summary, image_url: `image:${image}`, body, ...extra },
});

export const librarySections = (): SeedItem[] => [
  { family: 'collection', ref: 'album-diwali', fields: { title: 'Diwali at the temple', status: 'published', summary: 'Lamps, rangoli and the evening aarti', image_url: 'image:album-diwali-temple' } },
  { family: 'collection', ref: 'album-sky', fields: { title: 'Skies of the season', status: 'published', summary: 'Dawn and dusk over the ghats', image_url: 'image:album-skies' } },
  { family: 'gallery', fields: { title: 'Rows of diyas', status: 'published', images: ['image:gallery-rows-of-diyas'], collection_id: 'ref:album-diwali', sort_order: 0 } },
  { family: 'gallery', fields: { title: 'The temple at dawn', status: 'published', images: ['image:gallery-temple-at-dawn'], collection_id: 'ref:album-diwali', sort_order: 1 } },
  { family: 'gallery', fields: { title: 'Lotus offering', status: 'published', images: ['image:gallery-lotus-offering'], collection_id: 'ref:album-diwali', sort_order: 2 } },
  { family: 'gallery', fields: { title: 'Saffron morning', status: 'published', images: ['image:gallery-saffron-morning'], collection_id: 'ref:album-sky', sort_order: 0 } },
  { family: 'gallery', fields: { title: 'Indigo night', status: 'published', images: ['image:gallery-indigo-night'], collection_id: 'ref:album-sky', sort_order: 1 } },
  { family: 'gallery', fields: { title: 'Full moon', status: 'published', images: ['image:gallery-full-moon'], collection_id: 'ref:album-sky', sort_order: 2 } },

  { family: 'story_collection', ref: 'stories-navagraha', fields: { title: 'Tales of the Navagraha', status: 'published', summary: 'How the nine planets came to rule our lives', image_url: 'image:stories-navagraha' } },
  { family: 'story', fields: { title: 'Why Shani walks slowly', status: 'published', summary: 'The story of Saturn’s limp and his patience', image_url: 'image:story-why-shani-walks-slowly', collection_id: 'ref:stories-navagraha', sort_order: 0, body: '<p>Shani, son of Surya and Chhaya, was born dark and quiet. When a quarrel left him lame, he learned to move slowly and to weigh every deed; that is why his transits last two and a half years in each sign, and why he rewards patience above all.</p>' } },
  { family: 'story', fields: { title: 'The Moon and the twenty-seven stars', status: 'published', summary: 'Chandra’s wives and the waxing and waning Moon', image_url: 'image:story-moon-and-the-stars', collection_id: 'ref:stories-navagraha', sort_order: 1, body: '<p>Daksha gave his twenty-seven daughters, the nakshatras, in marriage to Chandra. The Moon loved Rohini best, and Daksha’s curse made him wane; Shiva’s grace let him wax again. So the Moon spends a day with each wife as he crosses the sky.</p>' } },

  article('news', 'Jupiter enters Gemini', 'What the year-long transit means for each sign', 'news-jupiter-enters-gemini', '<p>Jupiter moves into Gemini and stays for about a year. Communication, learning and short journeys come to the fore; Gemini, Libra and Aquarius natives feel it most.</p>', { category: 'transits' }),
  article('remedies', 'Remedies for a weak Saturn', 'Simple upayas for Sade Sati and Shani dhaiya', 'remedies-weak-saturn', '<p>Light a mustard-oil lamp under a peepal tree on Saturdays, serve the elderly and workers, and recite the Shani stotra. Wear blue sapphire only after an astrologer checks your chart.</p>', { category: 'planets' }),
  article('vastu', 'Where to place the home temple', 'The north-east corner and why it matters', 'vastu-home-temple', '<p>The ishan kona, the north-east, is the most sattvic direction. Keep the temple there, facing east or west, clean and uncluttered, and never under a staircase.</p>', { category: 'home' }),
  article('numerology', 'Your life path number', 'Add the digits of your birth date to find it', 'numerology-life-path', '<p>Add every digit of your date of birth until one digit remains (11 and 22 stay as they are). That number describes the lessons of your life; 1 leads, 2 harmonises, 3 creates.</p>', { category: 'basics' }),
  article('tarot', 'The Star card', 'Hope after the storm', 'tarot-star-card', '<p>After the Tower comes the Star: a calm figure pours water under a bright sky. Upright, it promises healing and renewed faith; reversed, it asks you to reconnect with your hopes.</p>', { category: 'major arcana' }),
  article('aarti', 'Om Jai Jagdish Hare', 'The aarti sung to Lord Vishnu in most homes', 'aarti-jagdish-hare', '<p>Om jai jagdish hare, swami jai jagdish hare; bhakt janon ke sankat, daas janon ke sankat, kshan mein door kare.</p>', { deity: 'Vishnu', category: 'daily' }),
];
