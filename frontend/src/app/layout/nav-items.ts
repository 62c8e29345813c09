/** The main navigation of spec §2, in its order. */
export const navItems = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About us' },
  { to: '/free-kundli', label: 'Free kundli' },
  { to: '/kundli-matchmaking', label: 'Kundli matchmaking' },
  { to: '/horoscope', label: 'Horoscope' },
  { to: '/live', label: 'Live' },
  { to: '/mall', label: 'Astro Mall' },
  { to: '/pooja-booking', label: 'Pooja booking' },
  { to: '/blogs', label: 'Blogs' },
] as const;

export const consultLinks = [
  { to: '/chat-with-astrologer', label: 'Chat with Astrologer' },
  { to: '/talk-to-astrologer', label: 'Talk to Astrologer' },
] as const;

export const policyLinks = [
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/refund-policy', label: 'Refund policy' },
  { to: '/astrologer-register', label: 'Register as an astrologer' },
] as const;
