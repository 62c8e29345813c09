import type { GalleryItem } from '../api/content-items';

export interface AlbumPhoto {
  readonly key: string;
  readonly src: string;
  /** The gallery item's title, numbered when the item has several photos. */
  readonly alt: string;
}

/** Every photo of an album's items in order, each described by its item's title. */
export function albumPhotos(items: readonly GalleryItem[], numbered: (title: string, position: number, count: number) => string): AlbumPhoto[] {
  return items.flatMap((item) =>
    item.images.map((src, index) => ({
      key: `${item.id}-${index}`,
      src,
      alt: item.images.length === 1 ? item.title : numbered(item.title, index + 1, item.images.length),
    })),
  );
}
