import { useId, useState, type FormEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { createReview, type ReviewView } from '../api/reviews.api';
import { reviewsMessages } from '../reviews.messages';
import '../reviews.css';

/** The server's limit (contracts' REVIEW_COMMENT_MAX), repeated so no schema code reaches this chunk. */
export const COMMENT_MAX = 1000;
const STARS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormProps {
  readonly sessionId: string;
  /** Called with the recorded review (the chat summary can then show it instead of the form). */
  readonly onDone?: (review: ReviewView) => void;
}

/**
 * Rating a finished consultation: 1–5 stars as a radio group (arrow keys move between stars, as
 * for any radio group) and an optional comment. A refusal is worded from its code in the visitor's
 * language: a field's reason under the field (400), "already reviewed" and the like above the button (409).
 */
export function ReviewForm({ sessionId, onDone }: ReviewFormProps) {
  const t = useMessages(reviewsMessages);
  const { field } = useRefusalText();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReviewView>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (rating < 1) return setErrors({ rating: t.chooseRating });
    setErrors({});
    setBusy(true);
    const answer = await createReview(sessionId, rating, comment).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) {
      const fieldErrors = Object.fromEntries((answer.errors ?? []).filter((error) => error.path === 'rating' || error.path === 'comment').map((error) => [error.path, field(error)]));
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(answer);
      return;
    }
    setDone(answer.data);
    onDone?.(answer.data);
  };

  if (done) {
    return (
      <p role="status" className="review-form__done">
        {t.thanks}
      </p>
    );
  }

  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.formTitle}</h3>
      <fieldset className="review-form__stars" aria-invalid={Boolean(errors.rating)} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend>{t.ratingLabel}</legend>
        {STARS.map((stars) => (
          <label key={stars} className={stars <= rating ? 'review-form__star review-form__star--on' : 'review-form__star'}>
            <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.star(stars)}</span>
          </label>
        ))}
        {errors.rating ? (
          <p className="form-field__error" id={`${id}-rating-error`}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <FormField id={`${id}-comment`} label={t.commentLabel} hint={t.commentHint(COMMENT_MAX)} error={errors.comment}>
        {(control) => <textarea {...control} rows={3} maxLength={COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />}
      </FormField>
      {failure ? <FailedWrite failure={failure} /> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {t.submit}
      </button>
    </form>
  );
}
