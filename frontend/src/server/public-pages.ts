import { matchRoutes } from 'react-router-dom';
import { contentSections } from '../features/content/content-sections';

/**
 * The pages the server renders with their content (issue #20): the ones a visitor or a crawler
 * lands on from outside. Account, consultation, checkout and admin screens stay browser-rendered:
 * they are private, and the server renders only what any visitor may see.
 */
const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/horoscope',
  '/horoscope/:sign',
  '/free-kundli',
  '/kundli-matchmaking',
  '/love-calculator',
  '/chat-with-astrologer',
  '/talk-to-astrologer',
  '/astrologer-profile/:id',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/contact-us',
  '/mall',
  '/mall/:slug',
  '/pooja-booking',
  '/pooja-booking/:slug',
  ...contentSections.flatMap((section) => [section.path, ...(section.detail ? [`${section.path}/:slug`] : []), ...(section.collections ? [`${section.path}/collection/:slug`] : [])]),
];

const publicRoutes = PUBLIC_PATHS.map((path) => ({ path }));

export const isPublicPage = (pathname: string): boolean => (matchRoutes(publicRoutes, pathname)?.length ?? 0) > 0;
