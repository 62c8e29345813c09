import type { EditableProfile } from './astrologer-events.js';

/** The editable profile fields: camelCase in events, snake_case on the wire. One table, both directions. */
export const EDITABLE_PROFILE_FIELDS = {
  name: 'name',
  email: 'email',
  gender: 'gender',
  languages: 'languages',
  skills: 'skills',
  experienceYears: 'experience_years',
  pricePerMin: 'price_per_min',
  callPricePerMin: 'call_price_per_min',
  bio: 'bio',
  imgUrl: 'img_url',
} as const satisfies Record<keyof EditableProfile, string>;

type WireName = (typeof EDITABLE_PROFILE_FIELDS)[keyof EditableProfile];
type WireProfile = { readonly [Field in keyof EditableProfile as (typeof EDITABLE_PROFILE_FIELDS)[Field]]?: EditableProfile[Field] };

const entries = Object.entries(EDITABLE_PROFILE_FIELDS) as [keyof EditableProfile, WireName][];

/** The profile fields a request gives, as events name them. */
export function profileEditsOf(request: WireProfile): Partial<EditableProfile> {
  return Object.fromEntries(entries.filter(([, wire]) => request[wire] !== undefined).map(([field, wire]) => [field, request[wire]]));
}

/** Changed profile fields as the API names them (the admin's log shows them). */
export function profileChangesView(changes: Partial<EditableProfile>): Readonly<Record<string, unknown>> {
  return Object.fromEntries(entries.filter(([field]) => changes[field] !== undefined).map(([field, wire]) => [wire, changes[field]]));
}
