import type { RatingSummary as Summary } from '@nakshatra/contracts';
import { StarRating } from '../../../components/star-rating.component';
import { useMessages } from '../../../lib/i18n/messages';
import { reviewsMessages } from '../reviews.messages';

const STARS = [5, 4, 3, 2, 1] as const;

/** An astrologer's published ratings at a glance: the average, how many, and a bar per star. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const t = useMessages(reviewsMessages);
  const average = summary.average.toFixed(1);
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <strong>{t.average(average)}</strong> <StarRating rating={summary.average} />
      </p>
      <p className="rating-summary__count">{t.basedOn(summary.count)}</p>
      <ul className="rating-summary__histogram" aria-label={t.histogram}>
        {STARS.map((stars) => {
          const count = summary.histogram[String(stars) as keyof Summary['histogram']];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} aria-label={t.starsRow(stars, count)}>
              <span aria-hidden="true">{stars}★</span>
              <span className="rating-summary__bar" aria-hidden="true">
                <span className="rating-summary__fill" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
