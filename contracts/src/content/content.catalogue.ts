import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put } from '../routes/route-builders.js';
import type { Access } from '../routes/route-entry.js';
import { contentCreateSchema, contentListQuery, contentUpdateSchema, type ContentFamilyName } from './content-families.js';
import { contentItemSchema } from './content-items.js';
import { albumView, contentCountsView, contentCreatedView, contentHistoryEntryView, contentWrittenView } from './content-views.js';
import { homePageView } from './home-page-view.js';

/**
 * The admin pattern get_X, get_single_X/{id}, create_X, update_X/{id}, delete_X/{id} of one content
 * family, served by the generic content mechanism (docs/content.md). Each call is typed by its own
 * family: create_products takes a product's fields and get_single_products answers a product.
 */
function adminPattern<const F extends ContentFamilyName>(family: F, label: string, readAccess: Access) {
  const item = contentItemSchema(family);
  return [
    get(family, `get_${family}`, readAccess, `List ${label} items (paged)`, { query: contentListQuery, response: paged(item) }),
    getOne(family, `get_single_${family}`, readAccess, `One ${label} item by id or slug`, { response: one(item), refusals: ['content.not_found'] }),
    post(family, `create_${family}`, 'admin', `Create a ${label} item`, {
      body: contentCreateSchema(family),
      response: one(contentCreatedView),
      refusals: ['content.slug_taken', 'content.already_exists'],
    }),
    put(family, `update_${family}`, 'admin', `Change a ${label} item`, {
      body: contentUpdateSchema(family),
      response: one(contentWrittenView),
      refusals: ['content.not_found', 'content.slug_taken'],
    }),
    del(family, `delete_${family}`, 'admin', `Delete a ${label} item (soft delete)`, { response: one(contentWrittenView), refusals: ['content.not_found'] }),
  ] as const;
}

/** Every content family of the spec, with the home page's one call and the back office's content reads. */
export const contentCatalogue = [
  // Home page data (spec §7 "Header and app level").
  get('home', 'todos', 'public', 'Everything the home page shows, in one call: banners by placement, offers, services, latest blogs, today’s horoscopes, testimonials, recharge packs', {
    response: one(homePageView),
  }),
  ...adminPattern('testimonial', 'testimonial', 'public'),
  ...adminPattern('blog', 'blog', 'public'),
  ...adminPattern('news', 'news', 'public'),
  ...adminPattern('story', 'story', 'public'),
  ...adminPattern('story_collection', 'story collection', 'public'),
  ...adminPattern('remedies', 'remedies', 'public'),
  ...adminPattern('vastu', 'vastu', 'public'),
  ...adminPattern('numerology', 'numerology', 'public'),
  ...adminPattern('tarot', 'tarot', 'public'),
  ...adminPattern('aarti', 'aarti', 'public'),
  ...adminPattern('vrat', 'vrat', 'public'),
  ...adminPattern('festivals', 'festival', 'public'),
  ...adminPattern('podcast', 'podcast', 'public'),
  ...adminPattern('video', 'video', 'public'),
  ...adminPattern('gallery', 'gallery', 'public'),
  ...adminPattern('collection', 'collection (album)', 'public'),
  ...adminPattern('banners', 'banner', 'public'),
  ...adminPattern('offers', 'offer', 'public'),
  ...adminPattern('services', 'service', 'public'),
  ...adminPattern('category', 'category', 'public'),
  ...adminPattern('product_category', 'product category', 'public'),
  ...adminPattern('products', 'product', 'public'),
  ...adminPattern('pooja_booking', 'pooja', 'public'),
  ...adminPattern('price', 'recharge pack', 'public'),
  ...adminPattern('gift', 'live gift', 'public'),
  ...adminPattern('reason', 'rejection reason', 'admin'),
  ...adminPattern('notification', 'notification', 'admin'),
  ...adminPattern('horoscope', 'horoscope', 'public'),
  ...adminPattern('page', 'info page', 'public'),
  get('content', 'get_content_counts', 'admin', 'How many live items each content family has, by status (the admin dashboard)', { response: one(contentCountsView) }),
  getOne('content', 'get_content_history', 'admin', "A content item's timeline: who changed what, when (newest first)", {
    response: one(z.array(contentHistoryEntryView)),
    refusals: ['content.no_such_item'],
  }),
  getOne('gallery', 'get_single_gallery_collection', 'public', 'One album (collection) by id or slug, with its published gallery items', {
    response: one(albumView),
    refusals: ['content.not_found'],
  }),
] as const;
