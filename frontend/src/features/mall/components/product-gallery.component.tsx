import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { mallMessages } from '../mall.messages';

/** The product's pictures: a large one, and a thumbnail button for each when there are several. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useMessages(mallMessages);
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  if (!current) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <img className="product-gallery__main" src={current} alt={title} width={800} height={800} decoding="async" />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t.images}>
          {images.map((image, index) => (
            <li key={`${index}:${image}`}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t.showImage(index + 1, images.length)}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
