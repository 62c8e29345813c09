import type { LayoutMessageKey } from './layout.messages';

interface NavItem {
  readonly to: string;
  /** The item's label in layout.messages.ts, so it follows the visitor's language. */
  readonly label: LayoutMessageKey;
}

/** The main navigation of spec §2, in its order. */
export const navItems: readonly NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/about-us', label: 'aboutUs' },
  { to: '/free-kundli', label: 'freeKundli' },
  { to: '/kundli-matchmaking', label: 'kundliMatchmaking' },
  { to: '/horoscope', label: 'horoscope' },
  { to: '/live', label: 'live' },
  { to: '/mall', label: 'mall' },
  { to: '/pooja-booking', label: 'poojaBooking' },
  { to: '/blogs', label: 'blogs' },
];

/** Free tools that are not in the main navigation; the footer lists them with the services. */
export const toolLinks: readonly NavItem[] = [{ to: '/love-calculator', label: 'loveCalculator' }];

/** A header consult button: its full label, the verb shown on narrow screens, and its icon. */
export interface ConsultLink extends NavItem {
  readonly verb: LayoutMessageKey;
  readonly icon: 'chat' | 'talk';
}

/** The header's two consult buttons (spec §2). */
export const consultLinks: readonly ConsultLink[] = [
  { to: '/chat-with-astrologer', label: 'chatWithAstrologer', verb: 'chatVerb', icon: 'chat' },
  { to: '/talk-to-astrologer', label: 'talkToAstrologer', verb: 'talkVerb', icon: 'talk' },
];

export const policyLinks: readonly NavItem[] = [
  { to: '/terms-and-conditions', label: 'termsAndConditions' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/refund-policy', label: 'refundPolicy' },
  { to: '/support', label: 'support' },
  { to: '/astrologer-register', label: 'astrologerRegister' },
  { to: '/contact-us', label: 'contactUs' },
];
