import { useParams } from 'react-router-dom';
import { GalleryAlbum } from '../../features/content/components/gallery-album.component';
import { contentSection, type ContentSectionId } from '../../features/content/content-sections';

/** /gallery/:slug: an album, its photos and the lightbox. */
export default function GalleryAlbumPage({ section }: { section: ContentSectionId }) {
  const { slug = '' } = useParams();
  return <GalleryAlbum key={slug} section={contentSection(section)} slug={slug} />;
}
