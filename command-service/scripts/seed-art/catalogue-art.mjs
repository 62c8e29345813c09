import { coral, gem, mala, pearl, rudrakshaBead } from './objects-gems.mjs';
import { chulha, diyaRow } from './objects-home.mjs';
import { aartiThali, book, diya, gada, havanKund, incense, kalash, lotus, navgrahaYantra, rangoli, shivling, shreeYantra, temple } from './objects-puja.mjs';
import {
  bed, chatBubbles, clockCalendar, coinsWallet, colourBowls, eclipse, hearts, hourglass, houseCompass, jupiter, kite, kundliChart, moon, numberSquare,
  peepalLeaf, phone, retrograde, rings, rockyPlanet, saturn, stepsStar, sun, tarotCards,
} from './objects-sky.mjs';
import { PEOPLE } from './people.mjs';
import { PORTRAIT_SIZE, portraitSvg } from './portrait.mjs';
import { scene } from './scenes.mjs';

/**
 * Every bundled demo image: its file name (without extension) and how it is drawn. Product
 * pictures are square (the mall's cards), posts and poojas 16:9, banners 3:1, service icons square.
 */
const PRODUCT = { width: 480, height: 480 };
const WIDE = { width: 640, height: 360 };
const BANNER = { width: 1200, height: 400 };
const ICON = { width: 256, height: 256 };

const product = (color, items) => ({ ...PRODUCT, svg: scene({ ...PRODUCT, backdrop: ['velvet', { color }], items }) });
const wide = (backdrop, items, extras = {}) => ({ ...WIDE, svg: scene({ ...WIDE, backdrop, items, ...extras }) });
const icon = (color, items) => ({ ...ICON, svg: scene({ ...ICON, backdrop: ['velvet', { color }], items }) });

const NIGHT = ['#0b1026', '#27215e', '#4b2a7a'];
const DUSK = ['#2b1b5a', '#9c3d74', '#f08c4a'];
const DAWN = ['#ffd8a8', '#ffa94d', '#f76707'];
const MORNING = ['#a5d8ff', '#d0ebff', '#fff4e6'];

const GEM = { ruby: '#d6134f', emerald: '#129c5b', sapphire: '#1d4ed8', pukhraj: '#f2b705', gomed: '#b5522b' };

export const ART = {
  ...Object.fromEntries(Object.entries(PEOPLE).map(([name, person]) => [name, { width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, svg: portraitSvg(person) }])),

  // Astro Mall: categories.
  'category-gemstones': product('#4a1942', [[gem, { cut: 'octagon', color: GEM.emerald }, 240, 200, 0.9], [gem, { cut: 'oval', color: GEM.ruby }, 130, 300, 0.7], [gem, { cut: 'cushion', color: GEM.sapphire }, 350, 300, 0.7], [pearl, {}, 240, 370, 0.4]]),
  'category-rudraksha': product('#f1e3c8', [[rudrakshaBead, { faces: 5 }, 170, 270, 1.2], [rudrakshaBead, { faces: 7 }, 330, 250, 0.9], [rudrakshaBead, { faces: 3 }, 300, 380, 0.6]]),
  'category-yantras': product('#1f3a5f', [[navgrahaYantra, {}, 300, 210, 1.1, 8], [shreeYantra, {}, 190, 280, 1.2, -6]]),
  'category-puja-essentials': product('#7a1f1f', [[kalash, {}, 170, 250, 1.25], [diya, { brass: true }, 350, 330, 0.8], [incense, {}, 340, 200, 0.7]]),
  'category-books': product('#2b4c3f', [[book, { cover: '#1c3d6e' }, 290, 250, 1.3, 6], [book, { cover: '#c92a2a' }, 190, 260, 1.3, -4]]),

  // Astro Mall: products.
  'product-emerald': product('#f3ead7', [[gem, { cut: 'octagon', color: GEM.emerald, facets: 16 }, 240, 230, 1.8]]),
  'product-ruby': product('#2d2a4a', [[gem, { cut: 'oval', color: GEM.ruby, facets: 14 }, 240, 230, 1.8]]),
  'product-pearl': product('#1b2a4a', [[pearl, { tint: '#f3e9ef' }, 240, 230, 1.7]]),
  'product-blue-sapphire': product('#efe4c8', [[gem, { cut: 'cushion', color: GEM.sapphire, facets: 12 }, 240, 230, 1.9]]),
  'product-yellow-sapphire': product('#3b2f63', [[gem, { cut: 'pear', color: GEM.pukhraj, facets: 12 }, 240, 230, 1.6]]),
  'product-red-coral': product('#0f4c4c', [[coral, { color: '#ee5a3c' }, 240, 240, 1.6, -8]]),
  'product-five-mukhi-mala': product('#f1e3c8', [[mala, {}, 240, 220, 1.9]]),
  'product-ek-mukhi-rudraksha': product('#7c1d1d', [[rudrakshaBead, { faces: 1, radius: 80 }, 240, 230, 1.6]]),
  'product-shree-yantra': product('#3d0c02', [[shreeYantra, {}, 240, 230, 1.7]]),
  'product-navgraha-yantra': product('#1b3a4b', [[navgrahaYantra, {}, 240, 230, 1.7]]),
  'product-brass-diya': product('#2b1d3f', [[diya, { brass: true }, 230, 270, 1.9]]),
  'product-narmadeshwar-shivling': product('#e9dcc3', [[shivling, {}, 240, 250, 1.8]]),
  'product-sandalwood-incense': product('#4a2c2a', [[incense, { holder: '#a0522d' }, 240, 320, 1.7]]),
  'product-copper-kalash': product('#fff0d9', [[kalash, {}, 240, 260, 1.7]]),
  'product-lal-kitab': product('#f8edd9', [[book, { cover: '#b02a2a' }, 240, 240, 1.8, -4]]),
  'product-parashara-hora-shastra': product('#e6d3b3', [[book, { cover: '#1c3d6e', ornament: '#e8b923' }, 240, 240, 1.8, 5]]),

  // Poojas.
  'pooja-maha-mrityunjaya': wide(['sky', { stops: NIGHT, starCount: 60, hill: '#1a1036', seed: 3 }], [[temple, { stone: '#d9c49a', flag: '#f76707' }, 320, 205, 1.0], [moon, { phase: 'crescent' }, 530, 80, 0.35], [diyaRow, { count: 4, spacing: 60 }, 320, 330, 1.1]]),
  // The nine grahas in an arc over the fire: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu.
  'pooja-navgraha-shanti': wide(['sky', { stops: DUSK, hill: '#3b1d4a' }], [
    [havanKund, {}, 320, 262, 1.0],
    ...[[sun, {}], [moon, {}], [rockyPlanet, { color: '#c2452d' }], [rockyPlanet, { color: '#8ce99a', seed: 5 }], [jupiter, {}], [rockyPlanet, { color: '#f8f9fa', seed: 9 }], [saturn, {}], [eclipse, {}], [rockyPlanet, { color: '#5c5f66', seed: 13 }]].map(([draw, options], index) => [draw, options, 72 + index * 62, 92 - Math.sin((index / 8) * Math.PI) * 48, draw === saturn ? 0.14 : 0.19]),
  ]),
  'pooja-mangal-dosh': wide(['sky', { stops: ['#3b0a0a', '#8a1c1c', '#e8590c'], starCount: 30, seed: 9 }], [[rockyPlanet, { color: '#d9480f', seed: 4 }, 230, 170, 1.2], [diya, {}, 450, 250, 0.9]]),
  'pooja-lakshmi-kuber': wide(['velvet', { color: '#b3541e' }], [[kalash, {}, 230, 190, 1.15], [coinsWallet, { wallet: '#c2255c' }, 440, 230, 0.9], [lotus, { petal: '#f783ac' }, 110, 290, 0.5]]),

  // Festivals and vrats.
  'festival-diwali': wide(['sky', { stops: NIGHT, starCount: 40, seed: 5 }], [[diyaRow, { count: 6, spacing: 70 }, 320, 296, 1.45]], { fireworks: [[130, 90, '#ffd43b'], [320, 60, '#ff6b6b'], [510, 100, '#74c0fc']] }),
  'festival-makar-sankranti': wide(['sky', { stops: MORNING, hill: '#8ce99a' }], [[sun, {}, 520, 90, 0.5], [kite, {}, 180, 150, 0.85, -12], [kite, { colors: ['#4c6ef5', '#f783ac'] }, 330, 110, 0.6, 10], [kite, { colors: ['#12b886', '#fab005'] }, 420, 220, 0.45, -4]]),
  'festival-maha-shivratri': wide(['sky', { stops: ['#050816', '#141a46', '#2c2a6e'], starCount: 80, seed: 8 }], [[shivling, { stone: '#2b2838' }, 320, 210, 1.2], [moon, { phase: 'crescent' }, 110, 80, 0.4]]),
  'festival-holi': wide(['velvet', { color: '#fff0f6' }], [[colourBowls, {}, 320, 210, 1.6]], { sparkles: [[80, 60, 12, '#f783ac'], [560, 70, 14, '#ffd43b']] }),
  'vrat-ekadashi': wide(['sky', { stops: DAWN, hill: '#1f6b5c' }], [[lotus, {}, 320, 220, 1.1], [sun, { color: '#fff3bf' }, 520, 70, 0.3]]),
  'vrat-pradosh': wide(['sky', { stops: DUSK, hill: '#2b1533' }], [[shivling, { stone: '#4a4458' }, 380, 230, 0.9], [moon, { phase: 'crescent' }, 140, 90, 0.45], [diya, {}, 190, 300, 0.5]]),

  // Banners (3:1), the first-recharge offer and the service icons.
  'banner-chat-astrologer': { ...BANNER, svg: scene({ ...BANNER, backdrop: ['sky', { stops: ['#2b1b5a', '#5f3dc4', '#845ef7'], starCount: 70, seed: 12 }], items: [[chatBubbles, {}, 800, 200, 1.5], [moon, { phase: 'crescent' }, 1090, 100, 0.55]], sparkles: [[120, 80, 12], [300, 320, 9], [640, 60, 10]] }) },
  'banner-recharge-bonus': { ...BANNER, svg: scene({ ...BANNER, backdrop: ['sky', { stops: ['#0b7285', '#12b886', '#96f2d7'] }], items: [[coinsWallet, { wallet: '#5f3dc4' }, 820, 200, 1.7]], sparkles: [[700, 80, 14], [1100, 90, 12], [980, 330, 9]] }) },
  'banner-gemstones': { ...BANNER, svg: scene({ ...BANNER, backdrop: ['velvet', { color: '#2a1a40' }], items: [[pearl, {}, 330, 220, 0.8], [gem, { cut: 'oval', color: GEM.ruby }, 520, 200, 1.1], [gem, { cut: 'octagon', color: GEM.emerald }, 730, 190, 1.2], [gem, { cut: 'cushion', color: GEM.sapphire }, 930, 200, 1.1], [gem, { cut: 'pear', color: GEM.pukhraj }, 1100, 200, 1.0]] }) },
  'offer-first-recharge': wide(['sky', { stops: ['#ffe8cc', '#ffa94d', '#e8590c'] }], [[coinsWallet, { wallet: '#862e9c' }, 320, 190, 1.3]], { sparkles: [[90, 70, 14], [560, 60, 12], [520, 300, 10]] }),
  'service-chat': icon('#5f3dc4', [[chatBubbles, {}, 128, 120, 0.75]]),
  'service-talk': icon('#0c8599', [[phone, {}, 132, 132, 0.9]]),
  'service-kundli': icon('#e8590c', [[kundliChart, {}, 128, 128, 0.95]]),
  'service-matchmaking': icon('#c2255c', [[rings, {}, 128, 128, 0.85]]),

  // Blog posts, in the order of demo-catalogue.ts.
  'blog-saturn-transit': wide(['sky', { stops: NIGHT, starCount: 70, seed: 21 }], [[saturn, {}, 330, 180, 1.05]]),
  'blog-mangal-dosha': wide(['sky', { stops: ['#2b0f0f', '#6b1d1d', '#c92a2a'], starCount: 30, seed: 22 }], [[rockyPlanet, { color: '#e03131', seed: 8 }, 250, 180, 1.2], [rings, {}, 480, 210, 0.7]]),
  'blog-read-birth-chart': wide(['paper', { color: '#f4dfc0' }], [[kundliChart, {}, 250, 180, 1.25], [sun, {}, 500, 110, 0.3], [moon, {}, 520, 250, 0.28]]),
  'blog-rahu-ketu': wide(['sky', { stops: ['#05050f', '#1a1a3a', '#3b2a5a'], starCount: 60, seed: 23 }], [[eclipse, {}, 320, 180, 1.1]]),
  'blog-choosing-gemstone': wide(['velvet', { color: '#efe4c8' }], [[gem, { cut: 'oval', color: GEM.ruby }, 170, 190, 0.9], [gem, { cut: 'octagon', color: GEM.emerald }, 320, 180, 1], [pearl, {}, 470, 195, 0.8]]),
  'blog-vastu-bedroom': wide(['velvet', { color: '#d0ebff' }], [[bed, {}, 270, 210, 1.3], [houseCompass, {}, 520, 120, 0.45]]),
  'blog-kundli-matching': wide(['paper', { color: '#ffe3e3' }], [[kundliChart, { ink: '#862e9c' }, 180, 180, 0.95], [kundliChart, { ink: '#c2255c' }, 460, 180, 0.95], [hearts, {}, 320, 180, 0.45]]),
  'blog-sade-sati': wide(['sky', { stops: DUSK, starCount: 25, seed: 24 }], [[hourglass, {}, 250, 190, 1.2], [saturn, {}, 470, 140, 0.55]]),
  'blog-navratri-fasting': wide(['velvet', { color: '#fab005' }], [[kalash, {}, 320, 190, 1.3]]),
  'blog-moon-sign': wide(['river', { stops: ['#0b1026', '#1e2a5a', '#3b4a8a'], water: '#14204a', steps: '#3a3552', sunColor: '#e9ecef', starCount: 50, seed: 25 }], [[moon, {}, 440, 110, 0.7]]),
  'blog-hanuman-chalisa': wide(['velvet', { color: '#e8590c' }], [[gada, {}, 220, 190, 1.2, -16], [book, { cover: '#f76707', ornament: '#fff3bf' }, 420, 190, 1.05, 6]]),
  'blog-numerology-career': wide(['velvet', { color: '#f59f00' }], [[numberSquare, {}, 320, 180, 1.25]]),
  'blog-tarot-beginners': wide(['sky', { stops: ['#1b1035', '#3b2a7a', '#6741d9'], starCount: 40, seed: 26 }], [[tarotCards, {}, 320, 180, 1.25]]),
  'blog-jupiter-seventh-house': wide(['sky', { stops: ['#1c2f5a', '#364fc7', '#748ffc'], starCount: 30, seed: 27 }], [[jupiter, {}, 250, 180, 1.3], [rings, {}, 490, 200, 0.55]]),
  'blog-muhurat': wide(['paper', { color: '#fff0d9' }], [[clockCalendar, {}, 320, 180, 1.3]]),
  'blog-rudraksha-types': wide(['velvet', { color: '#e8d5b5' }], [[rudrakshaBead, { faces: 1 }, 160, 190, 0.9], [rudrakshaBead, { faces: 5 }, 320, 180, 1.1], [rudrakshaBead, { faces: 9 }, 480, 190, 0.9]]),
  'blog-diwali-lakshmi-puja': wide(['velvet', { color: '#7c1d1d' }], [[aartiThali, {}, 320, 200, 1.6]], { sparkles: [[90, 70, 12], [560, 80, 14]] }),
  'blog-career-tenth-house': wide(['sky', { stops: ['#0b7285', '#15aabf', '#99e9f2'] }], [[stepsStar, {}, 320, 200, 1.3]]),
  'blog-mercury-retrograde': wide(['sky', { stops: ['#0b1026', '#1c2f5a', '#2b4c7e'], starCount: 50, seed: 28 }], [[retrograde, {}, 320, 180, 1.8]]),
  'blog-healing-mantras': wide(['river', { stops: DAWN, water: '#c4622d', steps: '#a5542a' }], [[sun, { color: '#fff3bf' }, 440, 150, 0.6], [lotus, { petal: '#faa2c1' }, 170, 290, 0.6]]),
  'blog-vastu-kitchen': wide(['velvet', { color: '#ffd8a8' }], [[chulha, {}, 260, 200, 1.2], [houseCompass, {}, 500, 120, 0.45]]),
  'blog-love-compatibility': wide(['sky', { stops: ['#862e9c', '#e64980', '#ffc9de'], starCount: 20, seed: 29 }], [[hearts, {}, 300, 190, 1.3], [moon, { phase: 'crescent' }, 520, 90, 0.4]]),

  // Library sections: albums, gallery, stories and one article per section.
  'album-diwali-temple': wide(['sky', { stops: NIGHT, starCount: 50, seed: 31 }], [[temple, { stone: '#e9c46a' }, 320, 180, 1.15], [diyaRow, { count: 6, spacing: 60 }, 320, 336, 0.8]]),
  'album-skies': wide(['river', { stops: DUSK, water: '#4a2a5a', steps: '#3a2040', sunColor: '#ffc9a0', starCount: 30, seed: 32 }], [[moon, { phase: 'crescent' }, 470, 90, 0.4]]),
  'gallery-rows-of-diyas': wide(['velvet', { color: '#1a1030' }], [[rangoli, {}, 320, 180, 1.3], [diyaRow, { count: 5, spacing: 110 }, 320, 330, 0.8]]),
  'gallery-temple-at-dawn': wide(['sky', { stops: DAWN, hill: '#8a4b2a' }], [[temple, { stone: '#f1d9a8', flag: '#e03131' }, 320, 190, 1.3], [sun, { color: '#fff3bf' }, 130, 110, 0.35]]),
  'gallery-lotus-offering': wide(['sky', { stops: ['#c3fae8', '#63e6be', '#0ca678'] }], [[lotus, { petal: '#faa2c1' }, 200, 220, 0.9], [lotus, { petal: '#f06595' }, 440, 240, 0.7], [diya, {}, 320, 300, 0.45]]),
  'gallery-saffron-morning': wide(['river', { stops: ['#fff3bf', '#ffc078', '#ff922b'], water: '#d9742f', steps: '#b0643a' }], [[sun, { color: '#ffffff' }, 180, 160, 0.45]]),
  'gallery-indigo-night': wide(['sky', { stops: ['#050816', '#1b1f5e', '#3b3fa8'], starCount: 160, hill: '#0a0d2a', seed: 33 }], []),
  'gallery-full-moon': wide(['river', { stops: ['#0b1026', '#27215e', '#4b3a8a'], water: '#1b1840', steps: '#2e2a4a', sunColor: '#f1f3f5', starCount: 40, seed: 34 }], [[moon, {}, 320, 110, 0.75]]),
  'stories-navagraha': wide(['sky', { stops: NIGHT, starCount: 60, seed: 35 }], [[sun, {}, 320, 190, 0.55], ...[[moon, {}], [rockyPlanet, { color: '#e03131' }], [rockyPlanet, { color: '#69db7c', seed: 5 }], [jupiter, {}], [rockyPlanet, { color: '#f8f9fa', seed: 9 }], [saturn, {}], [eclipse, {}], [rockyPlanet, { color: '#868e96', seed: 13 }]].map(([draw, options], index) => {
    const angle = (index / 8) * Math.PI * 2;
    return [draw, options, 320 + Math.cos(angle) * 220, 190 + Math.sin(angle) * 120, 0.22];
  })]),
  'story-why-shani-walks-slowly': wide(['sky', { stops: ['#1b1035', '#3b2a5a', '#5c4a8a'], starCount: 40, hill: '#1a1030', seed: 36 }], [[saturn, {}, 200, 150, 0.7], [hourglass, {}, 470, 200, 0.7]]),
  'story-moon-and-the-stars': wide(['sky', { stops: ['#0b1026', '#1e2a5a', '#2b4c7e'], seed: 37 }], [[moon, { phase: 'crescent' }, 320, 180, 0.9]], {
    sparkles: Array.from({ length: 27 }, (_, index) => {
      const angle = (index / 27) * Math.PI * 2;
      return [320 + Math.cos(angle) * 240, 180 + Math.sin(angle) * 140, 6];
    }),
  }),
  'news-jupiter-enters-gemini': wide(['sky', { stops: ['#1c2f5a', '#3b5bdb', '#91a7ff'], starCount: 30, seed: 38 }], [[jupiter, {}, 420, 180, 1.05]], { sparkles: [[110, 90, 12], [150, 150, 9], [190, 110, 9], [120, 230, 12], [200, 260, 9]] }),
  'remedies-weak-saturn': wide(['sky', { stops: NIGHT, starCount: 40, hill: '#132a13', seed: 39 }], [[peepalLeaf, {}, 220, 170, 0.9, -20], [diya, {}, 430, 260, 0.9]]),
  'vastu-home-temple': wide(['velvet', { color: '#f8e1c4' }], [[temple, { stone: '#c8a06a', flag: '#f76707' }, 250, 200, 1.05], [houseCompass, {}, 500, 130, 0.5]]),
  'numerology-life-path': wide(['sky', { stops: ['#3b2a7a', '#7048e8', '#b197fc'] }], [[numberSquare, { tile: '#f3f0ff', ink: '#5f3dc4' }, 320, 180, 1.2]]),
  'tarot-star-card': wide(['sky', { stops: ['#0b1026', '#1864ab', '#4dabf7'], starCount: 60, seed: 40 }], [[tarotCards, { back: '#0b3d91' }, 320, 190, 0.95]], { sparkles: [[120, 90, 14], [520, 80, 16], [560, 260, 10]] }),
  'aarti-jagdish-hare': wide(['velvet', { color: '#e8590c' }], [[aartiThali, {}, 320, 200, 1.6]]),
};
