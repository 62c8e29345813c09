import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { Album } from '../api/content-items';
import { contentMessages, galleryMessages } from '../content.messages';
import type { ContentSection } from '../content-sections';
import { useAlbum } from '../hooks/use-content-item.hook';
import { useSectionText } from '../hooks/use-section-text.hook';
import { albumPhotos } from '../lib/album-photos';
import { BackToList } from './back-to-list.component';
import { DetailSkeleton } from './detail-skeleton.component';
import { Lightbox } from './lightbox.component';
import '../content.css';

/** A gallery album by slug (or id): its photos in a grid, each opening the lightbox. */
export function GalleryAlbum({ section, slug }: { section: ContentSection; slug: string }) {
  const t = useMessages(contentMessages);
  const { label, lead, nouns } = useSectionText(section.id);
  const [album, retry] = useAlbum(slug);

  if (album.state === 'loaded') return <AlbumView section={section} album={album.answer.data} />;
  if (album.state === 'failed' && album.errorStatus === 404) {
    const heading = t.notFound(nouns);
    return <NotFound heading={heading} text={t.notFoundText(nouns)} back={{ to: section.path, label: t.backToAll(nouns) }} documentTitle={`${heading} · Nakshatra`} />;
  }
  return (
    <div className="content-detail">
      <PageMeta title={`${label} · Nakshatra`} description={lead} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      {album.state === 'failed' ? <LoadFailed text={t.itemFailed(nouns)} onRetry={retry} /> : <DetailSkeleton label={t.loadingItem(nouns)} />}
    </div>
  );
}

function AlbumView({ section, album }: { section: ContentSection; album: Album }) {
  const t = useMessages(contentMessages);
  const g = useMessages(galleryMessages);
  const { lead, nouns } = useSectionText(section.id);
  const photos = albumPhotos(album.items, g.imageOf);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastOpen = useRef<number | null>(null);

  // Closing returns focus to the photo last shown, which may not be the one that was opened.
  useEffect(() => {
    if (open !== null) lastOpen.current = open;
    else if (lastOpen.current !== null) thumbnails.current[lastOpen.current]?.focus();
  }, [open]);

  return (
    <div className="gallery-album">
      <PageMeta title={`${album.title} · Nakshatra`} description={album.summary || lead} />
      <BackToList to={section.path} label={t.allOf(nouns)} />
      <header className="gallery-album__header">
        <h1>{album.title}</h1>
        {album.summary ? <p className="content-detail__summary">{album.summary}</p> : null}
        {photos.length > 0 ? <p className="gallery-album__count">{g.photoCount(photos.length)}</p> : null}
      </header>
      {photos.length === 0 ? (
        <EmptyState title={g.emptyAlbum} />
      ) : (
        <ul className="photo-grid" aria-label={g.photos}>
          {photos.map((photo, index) => (
            <li key={photo.key}>
              <button
                type="button"
                className="photo-grid__button"
                aria-haspopup="dialog"
                ref={(node) => {
                  thumbnails.current[index] = node;
                }}
                onClick={() => setOpen(index)}
              >
                <img className="photo-grid__image" src={photo.src} alt={photo.alt} width={400} height={400} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null ? <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
