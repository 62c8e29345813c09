import type { CreateAstrologer } from '@nakshatra/contracts';

/**
 * Demo astrologers for a fresh `npm start` (docs/astrologers.md, "Demo astrologers"): approved and
 * offline, each on a number a developer can log in with at /astrologer (the development OTP outbox
 * shows the code), go online and take a chat. Offline, because an astrologer nobody is sitting at
 * would leave every request to time out.
 */
export const DEMO_ASTROLOGERS: readonly Omit<CreateAstrologer, 'img_url' | 'id_document_url'>[] = [
  {
    name: 'Acharya Vinod Sharma',
    phone: '9000000101',
    country_code: '+91',
    email: 'vinod.sharma@example.com',
    gender: 'male',
    date_of_birth: '1968-02-14',
    languages: ['hindi', 'english'],
    skills: ['vedic', 'vastu'],
    experience_years: 28,
    price_per_min: 30_00,
    bio: 'Vedic astrologer from Varanasi with 28 years of practice in career, marriage and Vastu consultations. Known for clear, practical remedies.',
  },
  {
    name: 'Dr. Meenakshi Iyer',
    phone: '9000000102',
    country_code: '+91',
    email: 'meenakshi.iyer@example.com',
    gender: 'female',
    date_of_birth: '1979-09-03',
    languages: ['tamil', 'english', 'hindi'],
    skills: ['kp', 'nadi', 'prashna'],
    experience_years: 17,
    price_per_min: 25_00,
    bio: 'KP and Nadi astrologer from Chennai. Seventeen years of precise timing of events: jobs, property, childbirth and travel abroad.',
  },
  {
    name: 'Tarot Reader Ananya',
    phone: '9000000103',
    country_code: '+91',
    email: 'ananya.tarot@example.com',
    gender: 'female',
    date_of_birth: '1991-06-21',
    languages: ['english', 'hindi', 'bengali'],
    skills: ['tarot', 'numerology'],
    experience_years: 8,
    price_per_min: 15_00,
    bio: 'Intuitive tarot and numerology reader from Kolkata. Gentle guidance on relationships, studies and new beginnings, in three languages.',
  },
  {
    name: 'Pandit Harish Joshi',
    phone: '9000000104',
    country_code: '+91',
    email: 'harish.joshi@example.com',
    gender: 'male',
    date_of_birth: '1972-11-30',
    languages: ['hindi', 'gujarati', 'marathi'],
    skills: ['vedic', 'lal_kitab', 'palmistry'],
    experience_years: 22,
    price_per_min: 20_00,
    bio: 'Lal Kitab and palmistry expert from Ahmedabad. Twenty-two years of consultations on health, finance and family harmony with simple remedies.',
  },
];
