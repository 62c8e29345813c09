import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { SectionItem } from '../api/content-items';
import { contentMessages } from '../content.messages';
import type { ContentSection } from '../content-sections';
import { useContentItem } from '../hooks/use-content-item.hook';
import { useSectionText } from '../hooks/use-section-text.hook';
import { AudioPlayer } from './audio-player.component';
import { BackToList } from './back-to-list.component';
import { DetailFrame } from './detail-frame.component';
import { DetailSkeleton } from './detail-skeleton.component';
import { RichBody } from './rich-body.component';
import { VideoPlayer } from './video-player.component';
import '../content.css';

/** One item of a section by slug (or id); the not-found page, with a way back to the list, when there is none. */
export function ContentDetail({ section, slug }: { section: ContentSection; slug: string }) {
  const t = useMessages(contentMessages);
  const { label, lead, nouns } = useSectionText(section.id);
  const [item, retry] = useContentItem(section.family, slug);

  if (item.state === 'loaded') return <ItemView section={section} item={item.answer.data} />;
  if (item.state === 'failed' && item.errorStatus === 404) {
    const heading = t.notFound(nouns);
    return <NotFound heading={heading} text={t.notFoundText(nouns)} back={{ to: section.path, label: t.backToAll(nouns) }} documentTitle={`${heading} · Nakshatra`} />;
  }
  return (
    <div className="content-detail">
      <PageMeta title={`${label} · Nakshatra`} description={lead} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      {item.state === 'failed' ? <LoadFailed text={t.itemFailed(nouns)} onRetry={retry} /> : <DetailSkeleton label={t.loadingItem(nouns)} />}
    </div>
  );
}

/** The item as its kind shows it: the article with its body, or a player first. */
function ItemView({ section, item }: { section: ContentSection; item: SectionItem }) {
  switch (item.family) {
    case 'podcast':
      return (
        <DetailFrame section={section} item={item} imageUrl={item.image_url}>
          <AudioPlayer src={item.audio_url} seconds={item.duration_s} />
        </DetailFrame>
      );
    case 'video':
      return (
        <DetailFrame section={section} item={item}>
          <VideoPlayer src={item.video_url} title={item.title} poster={item.thumbnail_url} />
        </DetailFrame>
      );
    case 'collection':
    case 'testimonial':
      // Albums have a page of their own (GalleryAlbum); testimonials have none.
      return null;
    default:
      return (
        <DetailFrame section={section} item={item} imageUrl={item.image_url}>
          <RichBody html={item.body ?? ''} />
        </DetailFrame>
      );
  }
}
