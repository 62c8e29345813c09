import type { ContentFamilyName } from '@nakshatra/contracts';

/** A valid create body of every content family (beyond title), for catalogue-driven tests. */
const IMAGE = '/uploads/sample.webp';
const article = { summary: 'A short summary', body: '<p>Body with <strong>bold</strong> text.</p>', image_url: IMAGE, category: 'remedies', tags: ['saturn', 'weekly'] };

export const contentSamples: Record<ContentFamilyName, Record<string, unknown>> = {
  testimonial: { author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' },
  blog: article,
  news: article,
  story: article,
  story_collection: { summary: 'Tales of the planets', image_url: IMAGE },
  remedies: article,
  vastu: article,
  numerology: article,
  tarot: article,
  aarti: { ...article, deity: 'Ganesha' },
  vrat: { ...article, date: '2026-12-01' },
  festivals: { ...article, date: '2026-11-08' },
  podcast: { summary: 'Episode 1', audio_url: 'https://cdn.example.in/ep1.mp3', duration_s: 1800 },
  video: { summary: 'How to read a kundli', video_url: 'https://cdn.example.in/kundli.mp4', thumbnail_url: IMAGE },
  gallery: { images: [IMAGE, '/uploads/second.jpg'] },
  collection: { summary: 'Temple visits', image_url: IMAGE },
  banners: { image_url: IMAGE, link: '/recharge', placement: 'home_top' },
  offers: { code: 'FIRST50', bonus_percent: 50, summary: 'First recharge bonus' },
  services: { summary: 'Talk to an astrologer', link: '/talk-to-astrologer' },
  category: { summary: 'Remedies for every planet' },
  product_category: { summary: 'Gemstones' },
  products: { price: 49_900, mrp: 99_900, stock: 12, images: [IMAGE] },
  pooja_booking: { price: 110_000, duration_min: 90, temple: 'Kashi Vishwanath', benefits: ['Peace', 'Prosperity'] },
  price: { amount: 10_000, bonus_amount: 1_000, popular: true },
  gift: { title_hi: 'गुलाब', emoji: '🌹', price: 2_100 },
  reason: { summary: 'Photo is not clear' },
  notification: { body: 'New offers are live', audience: 'customers' },
  horoscope: { sign: 'leo', period: 'daily', date: '2026-11-22', body: '<p>A good day for new beginnings.</p>', lucky_number: 7, lucky_color: 'Gold' },
  page: { summary: 'Who we are', body: '<h2>Our promise</h2><p>Verified astrologers, <strong>private</strong> consultations.</p>' },
};
