import type { RouteObject } from 'react-router-dom';
import { contentSections, type ContentSection } from '../../features/content/content-sections';
import { lazyRoute } from '../../lib/route-prefetch';

// The content sections (spec §1 "further content"), from the catalogue in
// features/content/content-sections.ts: a list at /<section> and an item page at /<section>/:slug
// each; /gallery/:slug is an album, /stories/collection/:slug a story collection. Every list shares
// one chunk and every item page another, so only item pages carry the rich-text filter.
const loadList = () => import('./content-list.page');
const loadItem = () => import('./content-detail.page');
const loadAlbum = () => import('./gallery-album.page');
const loadCollection = () => import('./content-collection.page');

function sectionRoutes(section: ContentSection): RouteObject[] {
  const path = section.path.slice(1);
  const List = lazyRoute(section.path, loadList);
  const routes: RouteObject[] = [{ path, element: <List section={section.id} /> }];
  if (section.detail) {
    const Item = lazyRoute(`${section.path}/:slug`, section.detail === 'album' ? loadAlbum : loadItem);
    routes.push({ path: `${path}/:slug`, element: <Item section={section.id} /> });
  }
  if (section.collections) {
    const Collection = lazyRoute(`${section.path}/collection/:slug`, loadCollection);
    routes.push({ path: `${path}/collection/:slug`, element: <Collection section={section.id} /> });
  }
  return routes;
}

export const contentRoutes: RouteObject[] = contentSections.flatMap(sectionRoutes);
