import type { CreateAstrologer } from '@nakshatra/contracts';

export type DemoAstrologer = Omit<CreateAstrologer, 'img_url' | 'id_document_url'> & {
  /** Their bundled portrait in seed-images/ (drawn, see seed-images/CREDITS.md), uploaded as their photo. */
  readonly portrait: string;
  /**
   * Whether the seed switches them online and straight back offline, as an astrologer at the console
   * would, so the lists can say when they were last online. The newest has not been online yet.
   */
  readonly wasOnline: boolean;
};

/**
 * Demo astrologers for a fresh `npm start` (docs/astrologers.md, "Demo astrologers"): approved and
 * offline, each on a number a developer can log in with at /astrologer (the development OTP outbox
 * shows the code), go online and take a chat. Offline, because an astrologer nobody is sitting at
 * would leave every request to time out. Varied in skills, languages, prices and genders, so the
 * lists' filters and sorts have something to do; all but two take calls too, at a call price of their own.
 */
export const DEMO_ASTROLOGERS: readonly DemoAstrologer[] = [
  {
    name: 'Acharya Vinod Sharma',
    portrait: 'portrait-vinod-sharma',
    wasOnline: true,
    phone: '9000000101',
    country_code: '+91',
    email: 'vinod.sharma@example.com',
    gender: 'male',
    date_of_birth: '1968-02-14',
    languages: ['hindi', 'english'],
    skills: ['vedic', 'vastu'],
    experience_years: 28,
    price_per_min: 30_00,
    call_price_per_min: 36_00,
    bio: 'Vedic astrologer from Varanasi with 28 years of practice in career, marriage and Vastu consultations. Known for clear, practical remedies.',
  },
  {
    name: 'Dr. Meenakshi Iyer',
    portrait: 'portrait-meenakshi-iyer',
    wasOnline: true,
    phone: '9000000102',
    country_code: '+91',
    email: 'meenakshi.iyer@example.com',
    gender: 'female',
    date_of_birth: '1979-09-03',
    languages: ['tamil', 'english', 'hindi'],
    skills: ['kp', 'nadi', 'prashna'],
    experience_years: 17,
    price_per_min: 25_00,
    call_price_per_min: 30_00,
    bio: 'KP and Nadi astrologer from Chennai. Seventeen years of precise timing of events: jobs, property, childbirth and travel abroad.',
  },
  {
    name: 'Tarot Reader Ananya',
    portrait: 'portrait-ananya',
    wasOnline: true,
    phone: '9000000103',
    country_code: '+91',
    email: 'ananya.tarot@example.com',
    gender: 'female',
    date_of_birth: '1991-06-21',
    languages: ['english', 'hindi', 'bengali'],
    skills: ['tarot', 'numerology'],
    experience_years: 8,
    price_per_min: 15_00,
    call_price_per_min: 20_00,
    bio: 'Intuitive tarot and numerology reader from Kolkata. Gentle guidance on relationships, studies and new beginnings, in three languages.',
  },
  {
    name: 'Pandit Harish Joshi',
    portrait: 'portrait-harish-joshi',
    wasOnline: true,
    phone: '9000000104',
    country_code: '+91',
    email: 'harish.joshi@example.com',
    gender: 'male',
    date_of_birth: '1972-11-30',
    languages: ['hindi', 'gujarati', 'marathi'],
    skills: ['vedic', 'lal_kitab', 'palmistry'],
    experience_years: 22,
    price_per_min: 20_00,
    call_price_per_min: 25_00,
    bio: 'Lal Kitab and palmistry expert from Ahmedabad. Twenty-two years of consultations on health, finance and family harmony with simple remedies.',
  },
  {
    name: 'Swami Devanand Giri',
    portrait: 'portrait-devanand-giri',
    wasOnline: true,
    phone: '9000000105',
    country_code: '+91',
    email: 'devanand.giri@example.com',
    gender: 'male',
    date_of_birth: '1957-04-09',
    languages: ['hindi', 'english', 'punjabi'],
    skills: ['vedic', 'prashna', 'nadi'],
    experience_years: 40,
    price_per_min: 48_00,
    bio: 'Sannyasi and jyotish teacher from Rishikesh. Forty years of reading charts for life decisions, spiritual direction and muhurat for family ceremonies.',
  },
  {
    name: 'Lakshmi Priya Reddy',
    portrait: 'portrait-lakshmi-priya-reddy',
    wasOnline: true,
    phone: '9000000106',
    country_code: '+91',
    email: 'lakshmi.reddy@example.com',
    gender: 'female',
    date_of_birth: '1986-01-26',
    languages: ['telugu', 'kannada', 'english'],
    skills: ['numerology', 'vastu', 'face_reading'],
    experience_years: 11,
    price_per_min: 12_00,
    call_price_per_min: 15_00,
    bio: 'Numerologist and Vastu consultant from Hyderabad. Names for newborns and businesses, lucky dates, and homes and shops set right without demolition.',
  },
  {
    name: 'Gurpreet Singh Bedi',
    portrait: 'portrait-gurpreet-singh',
    wasOnline: true,
    phone: '9000000107',
    country_code: '+91',
    email: 'gurpreet.bedi@example.com',
    gender: 'male',
    date_of_birth: '1977-08-15',
    languages: ['punjabi', 'hindi', 'english'],
    skills: ['kp', 'lal_kitab'],
    experience_years: 19,
    price_per_min: 22_00,
    bio: 'KP and Lal Kitab astrologer from Amritsar. Straight answers with dates on visas, business partnerships and property, with remedies that cost nothing.',
  },
  {
    name: 'Neel Sengupta',
    portrait: 'portrait-neel-sengupta',
    wasOnline: false,
    phone: '9000000108',
    country_code: '+91',
    email: 'neel.sengupta@example.com',
    gender: 'other',
    date_of_birth: '1996-03-02',
    languages: ['bengali', 'odia', 'english'],
    skills: ['tarot', 'palmistry'],
    experience_years: 4,
    price_per_min: 8_00,
    call_price_per_min: 10_00,
    bio: 'Tarot reader and palmist from Bhubaneswar, new on Nakshatra. Calm, non-judgemental readings on love, friendships, studies and finding your own path.',
  },
];
