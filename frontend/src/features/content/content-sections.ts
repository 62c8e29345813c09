import { defineMessages } from '../../lib/i18n/messages';

/**
 * The content sections of the public site (spec §1 "further content"): one list and one detail
 * page per section, all served by the same components, driven by this catalogue. It holds only
 * data, so the always-loaded router and footer can read it; the views and their text load with
 * the pages.
 */
export type ContentSectionId =
  | 'blogs'
  | 'news'
  | 'remedies'
  | 'vastu'
  | 'numerology'
  | 'tarot'
  | 'aarti'
  | 'vrat'
  | 'festivals'
  | 'podcasts'
  | 'videos'
  | 'gallery'
  | 'stories'
  | 'testimonials';

/** What the item's own page shows (`album`: the gallery album page with its lightbox). */
export type DetailKind = 'article' | 'podcast' | 'video' | 'album';
export type ListSort = 'newest' | 'date' | 'sort_order';

/** The families whose items are written articles: a body, a picture, a summary (aarti adds a deity, vrat and festivals a date, stories a collection). */
export type ArticleFamily = 'blog' | 'news' | 'remedies' | 'vastu' | 'numerology' | 'tarot' | 'aarti' | 'vrat' | 'festivals' | 'story';
/** The content family a section lists. */
export type SectionFamily = ArticleFamily | 'podcast' | 'video' | 'collection' | 'testimonial';
/** The families whose items fall on a day: their sections can show a month calendar. */
export type DatedFamily = 'festivals' | 'vrat';
export const isDatedFamily = (family: SectionFamily): family is DatedFamily => family === 'festivals' || family === 'vrat';
/** The families that group a section's items. */
export type CollectionFamily = 'story_collection';

export interface ContentSection {
  readonly id: ContentSectionId;
  /** The list's address; an item is at `${path}/:slug`. */
  readonly path: `/${string}`;
  /** The content family the list reads: `get_${family}`, and `get_single_${family}/{id or slug}`. */
  readonly family: SectionFamily;
  /** None: the card shows all there is (testimonials). */
  readonly detail?: DetailKind;
  readonly sort: ListSort;
  /** Category and tag filters: families that have those fields. */
  readonly taxonomy?: boolean;
  /** A month calendar besides the list, items placed on their `date` (a dated family's section). */
  readonly calendar?: boolean;
  /** The family whose items group this section's (a `collection_id`): shown above the list, each at `${path}/collection/:slug`. */
  readonly collections?: CollectionFamily;
}

export const contentSections: readonly ContentSection[] = [
  { id: 'blogs', path: '/blogs', family: 'blog', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'news', path: '/news', family: 'news', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'remedies', path: '/remedies', family: 'remedies', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'vastu', path: '/vastu', family: 'vastu', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'numerology', path: '/numerology', family: 'numerology', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'tarot', path: '/tarot', family: 'tarot', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'aarti', path: '/aarti', family: 'aarti', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'vrat', path: '/vrat', family: 'vrat', detail: 'article', sort: 'date', taxonomy: true },
  { id: 'festivals', path: '/festivals', family: 'festivals', detail: 'article', sort: 'date', taxonomy: true, calendar: true },
  { id: 'podcasts', path: '/podcasts', family: 'podcast', detail: 'podcast', sort: 'newest', taxonomy: true },
  { id: 'videos', path: '/videos', family: 'video', detail: 'video', sort: 'newest', taxonomy: true },
  { id: 'gallery', path: '/gallery', family: 'collection', detail: 'album', sort: 'sort_order' },
  { id: 'stories', path: '/stories', family: 'story', detail: 'article', sort: 'newest', taxonomy: true, collections: 'story_collection' },
  { id: 'testimonials', path: '/testimonials', family: 'testimonial', sort: 'sort_order' },
];

export function contentSection(id: ContentSectionId): ContentSection {
  const section = contentSections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`Unknown content section ${id}`);
  return section;
}

/** Each section's name: its page heading and its link (footer "Explore"). */
export const contentSectionLabels = defineMessages(
  {
    blogs: 'Blogs',
    news: 'News',
    remedies: 'Remedies',
    vastu: 'Vastu',
    numerology: 'Numerology',
    tarot: 'Tarot',
    aarti: 'Aarti',
    vrat: 'Vrat',
    festivals: 'Festivals',
    podcasts: 'Podcasts',
    videos: 'Videos',
    gallery: 'Gallery',
    stories: 'Stories',
    testimonials: 'Testimonials',
  } satisfies Record<ContentSectionId, string>,
  {
    blogs: 'ब्लॉग',
    news: 'समाचार',
    remedies: 'उपाय',
    vastu: 'वास्तु',
    numerology: 'अंक ज्योतिष',
    tarot: 'टैरो',
    aarti: 'आरती',
    vrat: 'व्रत',
    festivals: 'त्योहार',
    podcasts: 'पॉडकास्ट',
    videos: 'वीडियो',
    gallery: 'गैलरी',
    stories: 'कहानियाँ',
    testimonials: 'प्रशंसापत्र',
  },
);
