/** The reviews feature's public face: the list (profile page), the summary, and the form the chat summary places. */
export { ReviewForm, type ReviewFormProps } from './components/review-form.component';
export { ReviewList } from './components/review-list.component';
export { RatingSummary } from './components/rating-summary.component';
export { getSessionReview, type ReviewView } from './api/reviews.api';
