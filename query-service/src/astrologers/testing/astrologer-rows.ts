import { randomUUID } from 'node:crypto';
import type { AstrologerLanguage, AstrologerSkill } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Insertable, Kysely } from 'kysely';

type Insert = Insertable<ReadModelDatabase['astrologers']>;

export type AstrologerRowFields = Partial<Omit<Insert, 'languages' | 'skills'>> & {
  readonly languages?: readonly AstrologerLanguage[];
  readonly skills?: readonly AstrologerSkill[];
};

let applied = Date.parse('2026-11-01T00:00:00Z');

/** Writes an astrologers row as the projection would: an approved, active, offline astrologer unless told otherwise. */
export async function insertAstrologer(db: Kysely<ReadModelDatabase>, name: string, { languages = ['hindi'], skills = ['vedic'], ...fields }: AstrologerRowFields = {}): Promise<string> {
  applied += 60_000;
  const id = fields.id ?? randomUUID();
  const availability = fields.availability ?? 'offline';
  await db
    .insertInto('astrologers')
    .values({
      id,
      user_id: randomUUID(),
      name,
      phone: String(9_000_000_000 + (applied % 1_000_000_000)).slice(0, 10),
      country_code: '+91',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      gender: 'female',
      date_of_birth: '1980-01-01',
      experience_years: 10,
      price_per_min: 20_00,
      bio: 'Vedic astrologer.',
      img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
      id_document_url: '/uploads/fedcba9876543210fedcba9876543210.png',
      application_status: 'approved',
      active: true,
      availability,
      session_id: null,
      live_status: fields.session_id ? 'busy' : availability,
      last_online_at: null,
      rejection_reason_id: null,
      rejection_reason: null,
      rating: 0,
      rating_count: 0,
      orders_count: 0,
      applied_at: new Date(applied),
      reviewed_at: new Date(applied),
      approved_at: new Date(applied),
      deactivated_at: null,
      created_at: new Date(applied),
      updated_at: new Date(applied),
      ...fields,
      languages: JSON.stringify(languages),
      skills: JSON.stringify(skills),
    })
    .execute();
  return id;
}
