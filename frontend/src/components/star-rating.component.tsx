import { useMessages } from '../lib/i18n/messages';
import { commonMessages } from './common.messages';

const MAX_STARS = 5;

/** Filled and empty stars for a 1–5 rating; screen readers hear the rating, not the glyphs. */
export function StarRating({ rating }: { rating: number }) {
  const t = useMessages(commonMessages);
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(rating)));
  return (
    <span className="star-rating" role="img" aria-label={t.rated(filled, MAX_STARS)}>
      <span className="star-rating__filled">{'★'.repeat(filled)}</span>
      <span className="star-rating__empty">{'★'.repeat(MAX_STARS - filled)}</span>
    </span>
  );
}
