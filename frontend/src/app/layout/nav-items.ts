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

/** The header's two consult buttons: a verb always shown, the rest hidden on narrow screens. */
export const consultLinks = [
  { to: '/chat-with-astrologer', label: 'chatWithAstrologer', verb: 'chatVerb' },
  { to: '/talk-to-astrologer', label: 'talkToAstrologer', verb: 'talkVerb' },
] as const satisfies readonly (NavItem & { verb: LayoutMessageKey })[];

export const policyLinks: readonly NavItem[] = [
  { to: '/terms-and-conditions', label: 'termsAndConditions' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/refund-policy', label: 'refundPolicy' },
  { to: '/astrologer-register', label: 'astrologerRegister' },
];
