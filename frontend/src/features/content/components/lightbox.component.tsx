import { useCallback, useEffect, useId, useRef, type PointerEvent } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { useMessages } from '../../../lib/i18n/messages';
import { galleryMessages } from '../content.messages';
import type { AlbumPhoto } from '../lib/album-photos';

interface LightboxProps {
  readonly photos: readonly AlbumPhoto[];
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
}

// A horizontal drag longer than this is a swipe to the next or previous photo.
const SWIPE_PX = 40;

/**
 * One photo at a time over the page. The dialog keeps focus inside, closes on Escape and gives
 * focus back; the arrow keys (and a swipe) go round the album, Home and End to its ends.
 */
export function Lightbox({ photos, index, onIndex, onClose }: LightboxProps) {
  const g = useMessages(galleryMessages);
  const titleId = useId();
  const count = photos.length;
  const photo = photos[index];
  const go = useCallback((delta: number) => onIndex((index + delta + count) % count), [index, count, onIndex]);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    // On the window: focus may sit on the dialog itself (after a click on the photo), not on a button.
    const onKeyDown = (event: KeyboardEvent) => {
      const move = { ArrowLeft: () => go(-1), ArrowRight: () => go(1), Home: () => onIndex(0), End: () => onIndex(count - 1) }[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [go, onIndex, count]);

  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
    go(event.clientX < start ? 1 : -1);
  };

  if (!photo) return null;
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="lightbox">
      <div className="lightbox__stage" onPointerDown={(event) => (swipeStart.current = event.clientX)} onPointerUp={onPointerUp}>
        <img className="lightbox__image" src={photo.src} alt={photo.alt} decoding="async" />
      </div>
      <div className="lightbox__caption" aria-live="polite" aria-atomic="true">
        <h2 id={titleId} className="lightbox__title">
          {photo.alt}
        </h2>
        <p className="lightbox__position">{g.position(index + 1, count)}</p>
      </div>
      <p className="visually-hidden">{g.keyboardHint}</p>
      <div className="lightbox__controls">
        <button type="button" className="lightbox__button" aria-label={g.previousImage} onClick={() => go(-1)} disabled={count < 2}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="lightbox__button" aria-label={g.nextImage} onClick={() => go(1)} disabled={count < 2}>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="lightbox__button lightbox__button--close" aria-label={g.closeImage} onClick={onClose} data-autofocus>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </ModalDialog>
  );
}
