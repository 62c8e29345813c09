import {
  isLiveLock,
  liveStatusOf,
  ratingAverage,
  profileChangesView,
  type ApplicationStatus,
  type AstrologerAvailability,
  type AstrologerLanguage,
  type AstrologerLiveStatus,
  type AstrologerSkill,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { asReviewEvent, isReviewEvent } from '../reviews/review-stream.js';
import type { DocumentProjection } from '../runtime/projection.js';
import { paise } from '../wallet/wallet-stream.js';
import { asAstrologerEvent, astrologerIdOf, isAstrologerEvent } from './astrologer-stream.js';

export interface AstrologerRow {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly phone: string;
  readonly country_code: string;
  readonly email: string;
  readonly gender: string;
  readonly date_of_birth: string;
  readonly languages: readonly AstrologerLanguage[];
  readonly skills: readonly AstrologerSkill[];
  readonly experience_years: number;
  readonly price_per_min: number;
  readonly call_price_per_min: number | null;
  readonly bio: string;
  readonly img_url: string;
  readonly id_document_url: string;
  readonly application_status: ApplicationStatus;
  readonly active: boolean;
  readonly availability: AstrologerAvailability;
  readonly takes_calls: boolean;
  readonly session_id: string | null;
  readonly live_status: AstrologerLiveStatus;
  /** The moment live_status last went from online or busy to offline; null if it never did. */
  readonly last_online_at: Date | string | null;
  readonly rejection_reason_id: string | null;
  readonly rejection_reason: string | null;
  /** The average of the published ratings, one decimal; from rating_sum and rating_count, so it is exact. */
  readonly rating: number;
  readonly rating_sum: number;
  readonly rating_count: number;
  readonly orders_count: number;
  readonly applied_at: Date | string;
  readonly reviewed_at: Date | string | null;
  readonly approved_at: Date | string | null;
  readonly deactivated_at: Date | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/**
 * live_status follows availability and the consultation in progress, whichever changed. Leaving
 * online or busy for offline is when the astrologer was last online: the switch, a deactivation, or
 * the end of a consultation they had already switched off during.
 */
function withLiveStatus(row: AstrologerRow, at: string): AstrologerRow {
  const liveStatus = liveStatusOf(row.availability, row.session_id);
  const wentOffline = liveStatus === 'offline' && row.live_status !== 'offline';
  return { ...row, live_status: liveStatus, last_online_at: wentOffline ? at : row.last_online_at };
}

/** A published review counts (+1) or stops counting (−1) in the astrologer's rating. */
function withRating(row: AstrologerRow, rating: number, change: 1 | -1): AstrologerRow {
  const ratingSum = row.rating_sum + change * rating;
  const ratingCount = row.rating_count + change;
  return { ...row, rating_sum: ratingSum, rating_count: ratingCount, rating: ratingAverage(ratingSum, ratingCount) };
}

/** Review events carry their astrologer, so they fold into that astrologer's row. */
function foldReview(row: AstrologerRow | null, recorded: RecordedEvent): AstrologerRow | null {
  if (!row) return row;
  const event = asReviewEvent(recorded);
  switch (event.type) {
    case 'ReviewCreated':
      // Reviews are published when written.
      return withRating(row, event.data.rating, 1);
    case 'ReviewPublished':
      return withRating(row, event.data.rating, 1);
    case 'ReviewHidden':
      return withRating(row, event.data.rating, -1);
  }
}

/**
 * One row per astrologer record: the profile, where the review stands, whether it is active, and its
 * live status (online, busy, offline) for the public lists. A re-application after a rejection
 * refreshes the profile and starts the review over in the same row.
 */
export const astrologersProjection: DocumentProjection<AstrologerRow> = {
  name: 'astrologers',
  table: 'astrologers',
  handles: (event) => isAstrologerEvent(event) || isReviewEvent(event),
  keyOf: (event) => (isReviewEvent(event) ? asReviewEvent(event).data.astrologerId : astrologerIdOf(event)),
  evolve(row, recorded) {
    if (isReviewEvent(recorded)) return foldReview(row, recorded);
    const at = recorded.metadata.occurredAt;
    const event = asAstrologerEvent(recorded);
    if (event.type === 'AstrologerApplied') {
      const { astrologerId, userId, phone, countryCode, profile, idDocumentUrl } = event.data;
      const application = {
        name: profile.name,
        email: profile.email,
        gender: profile.gender,
        date_of_birth: profile.dateOfBirth,
        languages: profile.languages,
        skills: profile.skills,
        experience_years: profile.experienceYears,
        price_per_min: profile.pricePerMin,
        call_price_per_min: profile.callPricePerMin ?? null,
        bio: profile.bio,
        img_url: profile.imgUrl,
        phone,
        country_code: countryCode,
        id_document_url: idDocumentUrl,
        application_status: 'pending' as const,
        rejection_reason_id: null,
        rejection_reason: null,
        applied_at: at,
        reviewed_at: null,
        updated_at: at,
      };
      if (row) return { ...row, ...application };
      return withLiveStatus({
        id: astrologerId,
        user_id: userId,
        ...application,
        active: true,
        availability: 'offline',
        takes_calls: true,
        session_id: null,
        live_status: 'offline',
        last_online_at: null,
        rating: 0,
        rating_sum: 0,
        rating_count: 0,
        orders_count: 0,
        approved_at: null,
        deactivated_at: null,
        created_at: at,
      }, at);
    }
    if (!row) return row;
    switch (event.type) {
      case 'AstrologerProfileChanged':
        return { ...row, ...profileChangesView(event.data.changes), updated_at: at };
      case 'AstrologerApproved':
        return { ...row, application_status: 'approved', reviewed_at: at, approved_at: row.approved_at ?? at, updated_at: at };
      case 'AstrologerRejected':
        return { ...row, application_status: 'rejected', rejection_reason_id: event.data.reasonId, rejection_reason: event.data.reason, reviewed_at: at, updated_at: at };
      case 'AstrologerDeactivated':
        return withLiveStatus({ ...row, active: false, availability: 'offline', deactivated_at: at, updated_at: at }, at);
      case 'AstrologerReactivated':
        return { ...row, active: true, deactivated_at: null, updated_at: at };
      case 'AstrologerAvailabilityChanged':
        return withLiveStatus({ ...row, availability: event.data.availability, updated_at: at }, at);
      case 'AstrologerCallsSwitched':
        return { ...row, takes_calls: event.data.takesCalls, updated_at: at };
      case 'AstrologerSessionStarted':
        return withLiveStatus({ ...row, session_id: event.data.sessionId, updated_at: at }, at);
      case 'AstrologerSessionEnded':
        // A consultation given: it counts in `orders`, whoever ended it. A live session (its lock is `live-<id>`, docs/live.md) is no order.
        if (row.session_id !== event.data.sessionId) return row;
        return withLiveStatus({ ...row, session_id: null, orders_count: row.orders_count + (isLiveLock(event.data.sessionId) ? 0 : 1), updated_at: at }, at);
    }
  },
  fromStored: (stored) => ({
    ...(stored as unknown as AstrologerRow),
    price_per_min: paise(stored.price_per_min),
    call_price_per_min: stored.call_price_per_min == null ? null : paise(stored.call_price_per_min),
  }),
  toStored: (row) => ({ ...row, languages: JSON.stringify(row.languages), skills: JSON.stringify(row.skills) }),
};
