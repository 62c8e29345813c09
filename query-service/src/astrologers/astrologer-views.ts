import type { AstrologerCardView, AstrologerGender, AstrologerProfileView, AstrologerRecordView } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Selectable } from 'kysely';

export type AstrologerRow = Selectable<ReadModelDatabase['astrologers']>;

const iso = (at: Date | null): string | null => at && at.toISOString();

/** The three views of a record (contracts' astrologer-views.ts): what anyone, the profile page, and admins or the astrologer see. */
export const cardView = (row: AstrologerRow): AstrologerCardView => ({
  id: row.id,
  name: row.name,
  img_url: row.img_url,
  gender: row.gender as AstrologerGender,
  languages: row.languages,
  skills: row.skills,
  experience_years: row.experience_years,
  price_per_min: Number(row.price_per_min),
  call_price_per_min: row.call_price_per_min == null ? null : Number(row.call_price_per_min),
  takes_calls: row.takes_calls,
  rating: row.rating,
  rating_count: row.rating_count,
  orders: row.orders_count,
  status: row.live_status,
  last_online_at: iso(row.last_online_at),
});

export const profileView = (row: AstrologerRow): AstrologerProfileView => ({ ...cardView(row), bio: row.bio, approved_at: iso(row.approved_at) });

export const recordView = (row: AstrologerRow): AstrologerRecordView => ({
  ...profileView(row),
  user_id: row.user_id,
  phone: row.phone,
  country_code: row.country_code,
  email: row.email,
  date_of_birth: row.date_of_birth,
  id_document_url: row.id_document_url,
  application_status: row.application_status,
  active: row.active,
  availability: row.availability,
  session_id: row.session_id,
  rejection: row.application_status === 'rejected' ? { reason_id: row.rejection_reason_id, reason: row.rejection_reason ?? '' } : null,
  applied_at: row.applied_at.toISOString(),
  reviewed_at: iso(row.reviewed_at),
  deactivated_at: iso(row.deactivated_at),
  updated_at: row.updated_at.toISOString(),
});
