import { z } from 'zod';
import { privateImageField, UPLOADED_IMAGE_URL } from '../uploads/upload-views.js';
import { INDIA_DIAL_CODE, isPossibleMobile, MOBILE_PATTERN } from '../users/mobile-number.js';
import {
  ASTROLOGER_GENDERS,
  ASTROLOGER_LANGUAGES,
  ASTROLOGER_SKILLS,
  MAX_EXPERIENCE_YEARS,
  MAX_PRICE_PER_MIN,
  MIN_PRICE_PER_MIN,
} from './astrologer-options.js';
import { ASTROLOGER_LOG_KINDS, ASTROLOGER_SORTS, APPLICATION_STATUSES } from './astrologer-views.js';

/**
 * Field errors name a code (refusals/field-issues.ts) where the kind of check says too little;
 * types, sizes and choices get theirs from the check, so the SPA words every one in both languages.
 */
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** One or more of a fixed list, each once. */
function choices<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .array(z.enum(values))
    .min(1)
    .superRefine((picked, context) => {
      picked.forEach((value, index) => {
        if (picked.indexOf(value) !== index) context.addIssue({ code: 'custom', path: [index], message: 'field.listed_twice' });
      });
    });
}

/** Exactly what upload_image answers: our own stored image, never an address elsewhere. */
const uploadedImage = z.string().regex(UPLOADED_IMAGE_URL, 'field.uploaded_image');

const pricePerMinute = z.number().int('field.whole_paise').min(MIN_PRICE_PER_MIN, 'field.amount_too_small').max(MAX_PRICE_PER_MIN, 'field.amount_too_big');

const profileFields = {
  name: text(2, 100),
  email: z.email().max(200),
  gender: z.enum(ASTROLOGER_GENDERS),
  languages: choices(ASTROLOGER_LANGUAGES),
  skills: choices(ASTROLOGER_SKILLS),
  experience_years: z.number().int().min(0).max(MAX_EXPERIENCE_YEARS),
  price_per_min: pricePerMinute,
  /** The call price, within the same bounds; null (or left out when applying) takes no calls. */
  call_price_per_min: pricePerMinute.nullable().optional(),
  bio: text(50, 2000),
  img_url: uploadedImage,
};

/**
 * create_astrologer: a logged-in user applies with the number they logged in with (the command
 * service checks that, and the age from the birth date, which needs today's date).
 */
export const createAstrologerSchema = z
  .strictObject({
    ...profileFields,
    phone: z.string({ error: 'field.mobile_empty' }).min(1, { error: 'field.mobile_empty', abort: true }).regex(MOBILE_PATTERN, 'field.mobile_invalid'),
    /** Dial code, India by default, as at login. */
    country_code: z.string().regex(/^\+\d{1,4}$/, 'field.dial_code').default(INDIA_DIAL_CODE),
    date_of_birth: z.iso.date(),
    /** Private (upload_private_image, by the applicant: the server checks): admins and the applicant see it. */
    id_document_url: privateImageField,
  })
  // The login's rule: a +91 number no Indian mobile can have could never have received its OTP.
  .check((ctx) => {
    const { phone, country_code } = ctx.value;
    if (MOBILE_PATTERN.test(phone) && !isPossibleMobile(country_code, phone)) ctx.issues.push({ code: 'custom', path: ['phone'], message: 'field.mobile_invalid', input: phone });
  });
export type CreateAstrologer = z.infer<typeof createAstrologerSchema>;

export const ASTROLOGER_REVIEW_ACTIONS = ['approve', 'reject', 'reactivate'] as const;
export type AstrologerReviewAction = (typeof ASTROLOGER_REVIEW_ACTIONS)[number];

const EDITABLE_FIELDS = Object.keys(profileFields) as (keyof typeof profileFields)[];

/**
 * update_astrologer/{id} (admins): edits of the profile, an action, or both at once (one write).
 * Approve and reactivate stand alone; reject needs a reason (text, a `reason` item, or both).
 */
export const updateAstrologerSchema = z
  .strictObject(profileFields)
  .partial()
  .extend({
    action: z.enum(ASTROLOGER_REVIEW_ACTIONS).optional(),
    reason_id: z.uuid().optional(),
    reason: z.string().trim().min(3).max(500).optional(),
  })
  .superRefine((body, context) => {
    const edits = EDITABLE_FIELDS.filter((field) => body[field] !== undefined);
    if (body.action === undefined && edits.length === 0) context.addIssue({ code: 'custom', path: [], message: 'field.action_or_change' });
    if (body.action === 'reject' && body.reason === undefined && body.reason_id === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'field.reject_reason_missing' });
    }
    if (body.action !== 'reject') {
      for (const field of ['reason', 'reason_id'] as const) if (body[field] !== undefined) context.addIssue({ code: 'custom', path: [field], message: 'field.reject_only' });
    }
  });
export type UpdateAstrologer = z.infer<typeof updateAstrologerSchema>;

/** update_astrologer_status: the astrologer's own switch; busy is never chosen, consultations make it. */
export const updateAstrologerStatusSchema = z
  .strictObject({
    status: z.enum(['online', 'offline']).optional(),
    /** The "take calls" switch; absent leaves it as it is. */
    takes_calls: z.boolean().optional(),
  })
  .refine((body) => body.status !== undefined || body.takes_calls !== undefined, { path: ['status'], message: 'field.required' });
export type UpdateAstrologerStatus = z.infer<typeof updateAstrologerStatusSchema>;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const paise = z.coerce.number().int('field.whole_paise').min(0);

/** get_astrologer: approved, active astrologers, as the consultation lists and their filters ask. */
export const astrologerListQuery = z
  .strictObject({
    ...paging,
    /**
     * Which list asks (the SPA's chat, talk and live pages). Every approved astrologer takes chats;
     * `talk` lists only those with a call price, filters and sorts by the call price, and counts an
     * online astrologer whose "take calls" switch is off as offline (status filter and order).
     */
    mode: z.enum(['chat', 'talk', 'live']).optional(),
    sort: z.enum(ASTROLOGER_SORTS).default('recommended'),
    status: z.enum(['online', 'busy', 'offline']).optional(),
    skill: z.enum(ASTROLOGER_SKILLS).optional(),
    language: z.enum(ASTROLOGER_LANGUAGES).optional(),
    gender: z.enum(ASTROLOGER_GENDERS).optional(),
    min_price_per_min: paise.optional(),
    max_price_per_min: paise.optional(),
    min_rating: z.coerce.number().min(0).max(5).optional(),
    /** Part of the name; empty means no search. */
    search: z.string().trim().max(100).optional(),
  })
  .refine((query) => query.min_price_per_min === undefined || query.max_price_per_min === undefined || query.min_price_per_min <= query.max_price_per_min, {
    path: ['max_price_per_min'],
    message: 'field.price_range',
  });
export type AstrologerListQuery = z.infer<typeof astrologerListQuery>;

/** get_astrologer_applications (admins): every astrologer record, newest application first. */
export const astrologerApplicationsQuery = z.strictObject({
  ...paging,
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** false: only deactivated records; true: only active ones. */
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Part of the name, e-mail or phone number. */
  search: z.string().trim().max(100).optional(),
});
export type AstrologerApplicationsQuery = z.infer<typeof astrologerApplicationsQuery>;

/** get_astrologer_logss/{id} (admins): an astrologer's timeline, newest first. */
export const astrologerLogQuery = z.strictObject({ ...paging, kind: z.enum(ASTROLOGER_LOG_KINDS).optional() });
export type AstrologerLogQuery = z.infer<typeof astrologerLogQuery>;
