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

/** How an item shows in the list. */
export type CardKind = 'article' | 'podcast' | 'video' | 'album' | 'testimonial';
/** What the item's own page shows (`album`: the gallery album page with its lightbox). */
export type DetailKind = 'article' | 'podcast' | 'video' | 'album';
export type ListSort = 'newest' | 'date' | 'sort_order';

export interface ContentSection {
  readonly id: ContentSectionId;
  /** The list's address; an item is at `${path}/:slug`. */
  readonly path: `/${string}`;
  /** The content family the list reads: `get_${family}`, and `get_single_${family}/{id or slug}`. */
  readonly family: string;
  readonly card: CardKind;
  /** None: the card shows all there is (testimonials). */
  readonly detail?: DetailKind;
  readonly sort: ListSort;
  /** Category and tag filters: families that have those fields. */
  readonly taxonomy?: boolean;
  /** A month calendar besides the list, items placed on their `date`. */
  readonly calendar?: boolean;
  /** The family whose items group this section's (a `collection_id`): shown above the list, each at `${path}/collection/:slug`. */
  readonly collections?: string;
}

export const contentSections: readonly ContentSection[] = [
  { id: 'blogs', path: '/blogs', family: 'blog', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'news', path: '/news', family: 'news', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'remedies', path: '/remedies', family: 'remedies', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'vastu', path: '/vastu', family: 'vastu', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'numerology', path: '/numerology', family: 'numerology', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'tarot', path: '/tarot', family: 'tarot', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'aarti', path: '/aarti', family: 'aarti', card: 'article', detail: 'article', sort: 'newest', taxonomy: true },
  { id: 'vrat', path: '/vrat', family: 'vrat', card: 'article', detail: 'article', sort: 'date', taxonomy: true },
  { id: 'festivals', path: '/festivals', family: 'festivals', card: 'article', detail: 'article', sort: 'date', taxonomy: true, calendar: true },
  { id: 'podcasts', path: '/podcasts', family: 'podcast', card: 'podcast', detail: 'podcast', sort: 'newest', taxonomy: true },
  { id: 'videos', path: '/videos', family: 'video', card: 'video', detail: 'video', sort: 'newest', taxonomy: true },
  { id: 'gallery', path: '/gallery', family: 'collection', card: 'album', detail: 'album', sort: 'sort_order' },
  { id: 'stories', path: '/stories', family: 'story', card: 'article', detail: 'article', sort: 'newest', taxonomy: true, collections: 'story_collection' },
  { id: 'testimonials', path: '/testimonials', family: 'testimonial', card: 'testimonial', sort: 'sort_order' },
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
