/**
 * Reviews of chat consultations (docs/reviews.md), one stream per session: `review-<sessionId>`.
 * One review per session is then the stream's own rule (the first append expects no stream), and
 * moderation finds the stream from the review's id alone, because the id is the session's.
 */
export const REVIEW_STREAM_PREFIX = 'review-';
export const reviewStreamName = (sessionId: string): string => `${REVIEW_STREAM_PREFIX}${sessionId}`;

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface ReviewCreated {
  /** The session's id: one review per session. */
  readonly reviewId: string;
  readonly sessionId: string;
  readonly astrologerId: string;
  readonly customerId: string;
  /** As shown to everyone: first name and the initial of the last (`Asha K.`), never the phone. */
  readonly customerName: string;
  /** 1–5. */
  readonly rating: number;
  /** Sanitized plain text, or null when the customer only rated. */
  readonly comment: string | null;
  readonly createdAt: string;
}

/**
 * An admin's moderation. Each carries the astrologer and the rating, so the astrologers read model
 * moves its sum and count from the event alone (and stays rebuildable from events).
 */
export interface ReviewModerated {
  readonly reviewId: string;
  readonly astrologerId: string;
  readonly rating: number;
  readonly reason: string | null;
  readonly at: string;
}

export interface ReviewEventDataByType {
  readonly ReviewCreated: ReviewCreated;
  readonly ReviewHidden: ReviewModerated;
  readonly ReviewPublished: ReviewModerated;
}

export type ReviewEventType = keyof ReviewEventDataByType;
export type ReviewEvent = { [Type in ReviewEventType]: { readonly type: Type; readonly data: ReviewEventDataByType[Type] } }[ReviewEventType];

/** `Asha Kulkarni` → `Asha K.`; one word stays as it is. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  const first = words[0]!;
  if (words.length === 1) return first;
  return `${first} ${Array.from(words[words.length - 1]!)[0]!.toUpperCase()}.`;
}
