import { ZODIAC_SIGNS, type HomePage } from '@nakshatra/contracts';
import { servedItem as item } from '../../../testing/content-fixtures';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';

const noToday = (sign: HomePage['horoscopes'][number]['sign']) => ({ sign, today: null });

/** A home answer with nothing in any section but the signs, as a new site's. */
export const emptyHome: HomePage = {
  banners: { home_top: [], home_middle: [], home_bottom: [], mall: [], recharge: [], sidebar: [] },
  offers: [],
  services: [],
  blogs: [],
  horoscopes: ZODIAC_SIGNS.map(noToday),
  testimonials: [],
  recharge_packs: [],
  astrologers: { online: [], top: [] },
};

/** A home answer (GET /api/todos) with something in every section. */
export const fullHome: HomePage = {
  banners: {
    home_top: [
      item('banners', 1, { title: 'First chat free', image_url: '/uploads/chat.png', link: '/chat-with-astrologer', placement: 'home_top' }),
      item('banners', 2, { title: 'Recharge and get 50% extra', image_url: '/uploads/recharge.png', link: '/recharge', placement: 'home_top' }),
      item('banners', 3, { title: 'Diwali puja at Kashi', image_url: '/uploads/diwali.png', link: 'https://temple.example.in/diwali', placement: 'home_top' }),
    ],
    home_middle: [item('banners', 4, { title: 'Gemstones in the Astro Mall', image_url: '/uploads/gems.png', link: '/mall', placement: 'home_middle' })],
    home_bottom: [],
    mall: [],
    recharge: [],
    sidebar: [],
  },
  offers: [item('offers', 5, { title: 'First recharge bonus', summary: '50% extra on your first recharge', code: 'FIRST50', bonus_percent: 50, valid_until: '2026-12-31T18:29:00.000Z', first_recharge: true })],
  services: [
    item('services', 6, { title: 'Free kundli', summary: 'Your birth chart in seconds', link: '/free-kundli', image_url: '/uploads/kundli.png' }),
    item('services', 7, { title: 'Talk to astrologer', summary: 'Call verified astrologers any time', link: '/talk-to-astrologer' }),
  ],
  blogs: [
    item('blog', 8, { title: 'Saturn transit 2026', slug: 'saturn-transit-2026', summary: 'What it means for your sign.', image_url: '/uploads/moon.png', published_at: '2026-11-21T19:00:00.000Z' }),
    item('blog', 9, { title: 'Vastu for the kitchen', slug: 'vastu-for-the-kitchen' }),
  ],
  horoscopes: ZODIAC_SIGNS.map((sign) =>
    sign === 'leo' ? { sign, today: { id: 'h1', slug: 'leo-today', title: 'Leo today', date: '2026-11-22', excerpt: 'The Sun steadies your plans today.' } } : noToday(sign),
  ),
  testimonials: [item('testimonial', 10, { title: 'Very accurate', author: 'Rohit Verma', city: 'Lucknow', rating: 5, text: 'The prediction about my job came true.' })],
  recharge_packs: [
    item('price', 11, { title: '₹100 pack', amount: 10_000, bonus_amount: 1_000, popular: false }),
    item('price', 12, { title: '₹200 pack', amount: 20_000, bonus_amount: 3_000, popular: true }),
  ],
  astrologers: { online: [], top: [] },
};

export const homeAnswer = (data: HomePage = fullHome): Responder => () => jsonResponse(200, { status: 200, data });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}
