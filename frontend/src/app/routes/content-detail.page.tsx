import { useParams } from 'react-router-dom';
import { ContentDetail } from '../../features/content/components/content-detail.component';
import { contentSection, type ContentSectionId } from '../../features/content/content-sections';

/** Every section's item page (one chunk, the only one with the rich-text filter and its library): /blogs/:slug, /podcasts/:slug… */
export default function ContentDetailPage({ section }: { section: ContentSectionId }) {
  const { slug = '' } = useParams();
  // A new item is a new page: nothing of the previous one's state carries over.
  return <ContentDetail key={`${section}/${slug}`} section={contentSection(section)} slug={slug} />;
}
