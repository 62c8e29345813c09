import { useParams } from 'react-router-dom';
import { CollectionPage } from '../../features/content/components/collection-page.component';
import { contentSection, type ContentSectionId } from '../../features/content/content-sections';

/** /stories/collection/:slug: a collection and the section's items in it. */
export default function ContentCollectionPage({ section }: { section: ContentSectionId }) {
  const { slug = '' } = useParams();
  const { collections } = contentSection(section);
  if (!collections) throw new Error(`The ${section} section has no collections`);
  return <CollectionPage key={slug} section={contentSection(section)} family={collections} slug={slug} />;
}
