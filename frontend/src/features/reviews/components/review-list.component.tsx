import type { ReviewPageMeta } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import { StarRating } from '../../../components/star-rating.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { getAstrologerReviews, type ReviewView } from '../api/reviews.api';
import { reviewsMessages } from '../reviews.messages';
import { RatingSummary } from './rating-summary.component';
import '../reviews.css';

type Loaded = { readonly reviews: readonly ReviewView[]; readonly meta: ReviewPageMeta };
type State = { readonly state: 'loading' } | { readonly state: 'failed' } | ({ readonly state: 'loaded' } & Loaded);

/**
 * An astrologer's published reviews, newest first, under their rating summary. "Show more" adds
 * the next page below the ones shown (the summary comes with each page, so it stays current).
 */
export function ReviewList({ astrologerId, headingLevel = 2 }: { astrologerId: string; headingLevel?: 2 | 3 }) {
  const t = useMessages(reviewsMessages);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [shown, setShown] = useState<State>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const first = page === 1;
    if (first) setShown({ state: 'loading' });
    else setMore('loading');
    getAstrologerReviews(astrologerId, page, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (isApiFailure(answer)) throw new Error(String(answer.error_status));
        // A page without its meta is as good as no answer: the list cannot know how many there are.
        const { meta } = answer;
        if (!meta) throw new Error('get_review answered without meta');
        setShown((before) => ({ state: 'loaded', reviews: first || before.state !== 'loaded' ? answer.data : [...before.reviews, ...answer.data], meta }));
        setMore('idle');
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        if (first) setShown({ state: 'failed' });
        else setMore('failed');
      });
    return () => controller.abort();
  }, [astrologerId, page, attempt]);

  const retry = () => setAttempt((count) => count + 1);

  return (
    <section className="review-list" aria-labelledby={`reviews-${astrologerId}`}>
      <Heading id={`reviews-${astrologerId}`}>{t.title}</Heading>
      {shown.state === 'loading' ? (
        <p role="status">
          <Spinner /> {t.loading}
        </p>
      ) : null}
      {shown.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {shown.state === 'loaded' ? (
        <>
          {shown.meta.summary && shown.meta.summary.count > 0 ? <RatingSummary summary={shown.meta.summary} /> : null}
          {shown.reviews.length === 0 ? <p>{t.none}</p> : <Reviews reviews={shown.reviews} />}
          {more === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
          {shown.reviews.length < shown.meta.total && more !== 'failed' ? (
            <button type="button" className="button button--secondary" disabled={more === 'loading'} aria-busy={more === 'loading'} onClick={() => setPage((count) => count + 1)}>
              {more === 'loading' ? (
                <>
                  <Spinner /> {t.loadingMore}
                </>
              ) : (
                t.showMore
              )}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Reviews({ reviews }: { reviews: readonly ReviewView[] }) {
  const { language } = useLanguage();
  return (
    <ul className="review-list__items">
      {reviews.map((review) => (
        <li key={review.id} className="review-list__item">
          <p className="review-list__head">
            <StarRating rating={review.rating} /> <strong>{review.customer_name}</strong>{' '}
            <time dateTime={review.created_at}>{formatIstDate(review.created_at, language)}</time>
          </p>
          {/* Plain text, never HTML: the server sanitized it as chat text. */}
          {review.comment ? <p className="review-list__comment">{review.comment}</p> : null}
        </li>
      ))}
    </ul>
  );
}
