import { z } from 'zod';
import { loginMessages } from '../users/login-messages.js';
import {
  ASTROLOGER_GENDERS,
  ASTROLOGER_LANGUAGES,
  ASTROLOGER_SKILLS,
  MAX_EXPERIENCE_YEARS,
  MAX_PRICE_PER_MIN,
  MIN_PRICE_PER_MIN,
} from './astrologer-options.js';
import { ASTROLOGER_LOG_KINDS, ASTROLOGER_SORTS, APPLICATION_STATUSES } from './astrologer-views.js';

/** A missing field says so; a wrong one says what it must be. */
const orRequired = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message);

/** `a, b or c`, for messages that name the choices. */
const either = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

const text = (min: number, max: number) =>
  z.string({ error: orRequired('must be text') }).trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

/** One or more of a fixed list, each once. */
function choices<const Values extends readonly [string, ...string[]]>(values: Values, noun: string) {
  return z
    .array(z.enum(values, { error: `must be one of ${values.join(', ')}` }), { error: orRequired(`must be a list of ${noun}s`) })
    .min(1, `choose at least one ${noun}`)
    .superRefine((picked, context) => {
      picked.forEach((value, index) => {
        if (picked.indexOf(value) !== index) context.addIssue({ code: 'custom', path: [index], message: 'is already listed' });
      });
    });
}

/** Exactly what upload_image answers: our own stored image, never an address elsewhere. */
const uploadedImage = z.string({ error: orRequired('must be text') }).regex(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/, 'must be an image uploaded with upload_image');

const profileFields = {
  name: text(2, 100),
  email: z.email({ error: orRequired('must be an e-mail address') }).max(200, 'must be at most 200 characters'),
  gender: z.enum(ASTROLOGER_GENDERS, { error: orRequired(`must be ${either(ASTROLOGER_GENDERS)}`) }),
  languages: choices(ASTROLOGER_LANGUAGES, 'language'),
  skills: choices(ASTROLOGER_SKILLS, 'skill'),
  experience_years: z
    .number({ error: orRequired('must be a number') })
    .int('must be whole years')
    .min(0, 'must not be negative')
    .max(MAX_EXPERIENCE_YEARS, `must be at most ${MAX_EXPERIENCE_YEARS}`),
  price_per_min: z
    .number({ error: orRequired('must be a number of paise') })
    .int('must be whole paise')
    .min(MIN_PRICE_PER_MIN, `must be at least ₹${MIN_PRICE_PER_MIN / 100} (${MIN_PRICE_PER_MIN} paise)`)
    .max(MAX_PRICE_PER_MIN, `must be at most ₹${MAX_PRICE_PER_MIN / 100} (${MAX_PRICE_PER_MIN} paise)`),
  bio: text(50, 2000),
  img_url: uploadedImage,
};

/**
 * create_astrologer: a logged-in user applies with the number they logged in with (the command
 * service checks that, and the age from the birth date, which needs today's date).
 */
export const createAstrologerSchema = z.strictObject({
  ...profileFields,
  phone: z.string({ error: loginMessages.mobileInvalid }).regex(/^\d{10}$/, loginMessages.mobileInvalid),
  /** Dial code, India by default, as at login. */
  country_code: z.string().regex(/^\+\d{1,4}$/, 'must be a dial code like +91').default('+91'),
  date_of_birth: z.iso.date({ error: orRequired('must be a date like 1985-04-21') }),
  id_document_url: uploadedImage,
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
    action: z.enum(ASTROLOGER_REVIEW_ACTIONS, { error: `must be ${either(ASTROLOGER_REVIEW_ACTIONS)}` }).optional(),
    reason_id: z.uuid('must be the id of a rejection reason').optional(),
    reason: z.string().trim().min(3, 'must say why (at least 3 characters)').max(500, 'must be at most 500 characters').optional(),
  })
  .superRefine((body, context) => {
    const edits = EDITABLE_FIELDS.filter((field) => body[field] !== undefined);
    if (body.action === undefined && edits.length === 0) context.addIssue({ code: 'custom', path: [], message: 'must give an action or change at least one field' });
    if (body.action === 'reject' && body.reason === undefined && body.reason_id === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'must say why the application is rejected' });
    }
    if (body.action !== 'reject') {
      for (const field of ['reason', 'reason_id'] as const) if (body[field] !== undefined) context.addIssue({ code: 'custom', path: [field], message: 'goes only with action reject' });
    }
  });
export type UpdateAstrologer = z.infer<typeof updateAstrologerSchema>;

/** update_astrologer_status: the astrologer's own switch; busy is never chosen, consultations make it. */
export const updateAstrologerStatusSchema = z.strictObject({
  status: z.enum(['online', 'offline'], { error: orRequired('must be online or offline (busy comes from consultations)') }),
});
export type UpdateAstrologerStatus = z.infer<typeof updateAstrologerStatusSchema>;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
};
const paise = z.coerce.number().int('must be whole paise').min(0, 'must not be negative');

/** get_astrologer: approved, active astrologers, as the consultation lists and their filters ask. */
export const astrologerListQuery = z
  .strictObject({
    ...paging,
    /**
     * Which list asks (the SPA's chat, talk and live pages). Every approved astrologer takes chat,
     * and calls and live sessions are not built yet, so it does not narrow the list today.
     */
    mode: z.enum(['chat', 'talk', 'live']).optional(),
    sort: z.enum(ASTROLOGER_SORTS).default('recommended'),
    status: z.enum(['online', 'busy', 'offline']).optional(),
    skill: z.enum(ASTROLOGER_SKILLS).optional(),
    language: z.enum(ASTROLOGER_LANGUAGES).optional(),
    gender: z.enum(ASTROLOGER_GENDERS).optional(),
    min_price_per_min: paise.optional(),
    max_price_per_min: paise.optional(),
    min_rating: z.coerce.number().min(0, 'must be 0 to 5').max(5, 'must be 0 to 5').optional(),
    /** Part of the name; empty means no search. */
    search: z.string().trim().max(100).optional(),
  })
  .refine((query) => query.min_price_per_min === undefined || query.max_price_per_min === undefined || query.min_price_per_min <= query.max_price_per_min, {
    path: ['max_price_per_min'],
    message: 'must not be below min_price_per_min',
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
