import { useEffect, useState, type FocusEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { Banner } from '../api/home-page';
import { homeMessages } from '../home.messages';
import { BannerImage } from './banner-image.component';

/** How long a slide shows before the next, while the carousel plays. */
export const SLIDE_INTERVAL_MS = 6000;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The top banners, one at a time (the WAI-ARIA carousel pattern): they turn by themselves unless
 * the visitor asked for less motion, and stop while the pointer or keyboard focus is on them or
 * after Pause. Previous, Next and a button per slide; a single banner is just shown.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const t = useMessages(homeMessages);
  const [current, setCurrent] = useState(0);
  // Playing at first on the server and in the browser alike (hydration renders what the server did); asked for less motion, it stops before the first turn.
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const turning = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [turning, count]);

  if (count === 0) return null;
  if (count === 1) {
    return (
      <div className="banner-carousel">
        <BannerImage banner={banners[0]!} first />
      </div>
    );
  }

  const shown = current % count;
  const go = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t.carousel}
      aria-label={t.featured}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* First in the tab order, as the pattern asks, so the turning can be stopped before anything else. */}
      <button type="button" className="banner-carousel__play" onClick={() => setPlaying((value) => !value)} aria-label={playing ? t.pauseSlides : t.playSlides}>
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      {/* Announced only when the visitor turns the slides, not every few seconds by itself. */}
      <div className="banner-carousel__slides" aria-live={turning ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <div key={banner.id} role="group" aria-roledescription={t.slide} aria-label={t.slideOf(index + 1, count)} className="banner-carousel__slide" hidden={index !== shown}>
            <BannerImage banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      <div className="banner-carousel__controls">
        <button type="button" className="banner-carousel__arrow" onClick={() => go(shown - 1)} aria-label={t.previousSlide}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="banner-carousel__dots" role="group" aria-label={t.chooseSlide}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-carousel__dot"
              onClick={() => go(index)}
              aria-label={t.showSlide(index + 1)}
              aria-current={index === shown ? 'true' : undefined}
            />
          ))}
        </div>
        <button type="button" className="banner-carousel__arrow" onClick={() => go(shown + 1)} aria-label={t.nextSlide}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
