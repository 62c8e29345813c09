import { ASTROLOGER_PROFILE_PATH, CONTENT_DETAIL_PREFIXES, CONTENT_LIST_PATHS, HOROSCOPE_PATH, INFO_PAGE_SLUGS, PUBLIC_LANDING_PATHS } from '@nakshatra/contracts';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contentSections } from '../features/content/content-sections';
import { appRoutes } from './app.router';

/** The server lists the public site in sitemap.xml from contracts' public pages (docs/web-delivery.md): each must be a page the SPA routes. */
describe('the public pages the sitemap names', () => {
  const routedToAPage = (path: string) => {
    const route = matchRoutes(appRoutes, path)?.at(-1)?.route;
    return route !== undefined && (route.index === true || route.path !== '*');
  };

  it('are each routed to a page of their own, not to the 404 page', () => {
    const paths = [
      ...PUBLIC_LANDING_PATHS,
      ...Object.values(CONTENT_LIST_PATHS),
      ...Object.values(CONTENT_DETAIL_PREFIXES).map((prefix) => `${prefix}/some-slug`),
      ...INFO_PAGE_SLUGS.map((slug) => `/${slug}`),
      `${HOROSCOPE_PATH}/leo`,
      `${ASTROLOGER_PROFILE_PATH}/0b6f2f4e-2d7e-4d59-9a43-6f1a4f1f7a11`,
    ];
    expect(paths.filter((path) => !routedToAPage(path))).toEqual([]);
  });

  it('name each content section’s list at the path the SPA shows it', () => {
    const listed = Object.fromEntries(Object.entries(CONTENT_LIST_PATHS).map(([family, path]) => [path, family]));
    expect(Object.fromEntries(contentSections.map((section) => [section.path, section.family]))).toEqual(listed);
  });
});
