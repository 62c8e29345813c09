import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { ArticleItem, PodcastItem, SectionItem } from '../api/content-items';
import { contentMessages } from '../content.messages';
import type { ContentSection } from '../content-sections';
import { formatDuration, isoDuration } from '../lib/format-duration';
import { itemPath } from '../lib/list-filters';
import { ContentCard } from './content-card.component';
import { ItemMeta } from './item-meta.component';
import { MediaIcon } from './media-icon.component';

/** Cards other features draw (features do not import each other: the page composes them in). */
export interface ForeignCards {
  readonly testimonial: (item: Extract<SectionItem, { family: 'testimonial' }>) => ReactNode;
}

/** An item as its kind draws it: its family says which card. */
export function SectionCard({ item, section, foreign }: { item: SectionItem; section: ContentSection; foreign: ForeignCards }) {
  const to = itemPath(section.path, item.slug || item.id);
  switch (item.family) {
    case 'podcast':
      return <PodcastCard to={to} podcast={item} section={section} />;
    case 'video': {
      const { title, summary, thumbnail_url: thumbnailUrl } = item;
      return <ContentCard to={to} title={title} imageUrl={thumbnailUrl} summary={summary} badge={<MediaIcon kind="play" />} meta={<ItemMeta item={item} section={section} />} />;
    }
    case 'collection': {
      const { title, summary, image_url: imageUrl } = item;
      return <ContentCard to={to} title={title} imageUrl={imageUrl} summary={summary} />;
    }
    case 'testimonial':
      return foreign.testimonial(item);
    default:
      return <ArticleCard article={item} section={section} />;
  }
}

/** An article's card: picture, title, summary, then category, deity and day. */
export function ArticleCard({ article, section }: { article: ArticleItem; section: ContentSection }) {
  const { title, summary, image_url: imageUrl } = article;
  return <ContentCard to={itemPath(section.path, article.slug || article.id)} title={title} imageUrl={imageUrl} summary={summary} meta={<ItemMeta item={article} section={section} />} />;
}

function PodcastCard({ to, podcast, section }: { to: string; podcast: PodcastItem; section: ContentSection }) {
  const t = useMessages(contentMessages);
  const { title, summary, image_url: imageUrl, duration_s: seconds } = podcast;
  const meta = (
    <>
      <span className="content-meta__duration">
        <span className="visually-hidden">{t.duration}: </span>
        <time dateTime={isoDuration(seconds)}>{formatDuration(seconds)}</time>
      </span>
      <ItemMeta item={podcast} section={section} />
    </>
  );
  return <ContentCard to={to} title={title} imageUrl={imageUrl} summary={summary} badge={<MediaIcon kind="audio" />} meta={meta} />;
}
