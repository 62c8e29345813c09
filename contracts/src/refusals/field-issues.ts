import { LIVE_SCHEDULE_DAYS_AHEAD } from '../live/live-events.js';
import { loginMessages } from '../users/login-messages.js';
import { rupees, type RefusalParamValues } from './refusal.js';

/**
 * Why one field of a request was refused: a stable code, its params and English. The server's 400
 * answers carry them in `errors`, the admin forms turn their own zod checks into them with the same
 * function (field-errors.ts), and the SPA words each code in the visitor's language.
 *
 * Schemas name a code where the check's kind alone would not say enough: `.regex(PATTERN,
 * 'field.slug')`, `.refine(fn, 'field.real_date')`. Size, type, option and format checks get
 * theirs from the kind of the check (`too_big` on a string → `field.too_long`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each issue declares its own params
type FieldIssueDefinition = { readonly en: (params: any) => string };
const defineFieldIssues = <const T extends Readonly<Record<`field.${string}`, FieldIssueDefinition>>>(issues: T): T => issues;

export const fieldIssueCatalogue = defineFieldIssues({
  // From the kind of a zod check.
  'field.required': { en: () => 'is required' },
  'field.invalid': { en: () => 'is not valid' },
  /** NUL, other control characters (but tab and line breaks) and invisible direction or zero-width marks (validation-layer text check). */
  'field.control_characters': { en: () => 'must not contain control characters or invisible formatting marks' },
  'field.wrong_type': { en: ({ expected }: { expected: string }) => `must be ${EXPECTED_EN[expected] ?? 'a valid value'}` },
  'field.not_integer': { en: () => 'must be a whole number' },
  'field.too_short': { en: ({ minimum }: { minimum: number }) => `must be at least ${minimum} characters` },
  'field.too_long': { en: ({ maximum }: { maximum: number }) => `must be at most ${maximum} characters` },
  'field.too_small': { en: ({ minimum }: { minimum: number }) => `must be at least ${minimum}` },
  'field.too_big': { en: ({ maximum }: { maximum: number }) => `must be at most ${maximum}` },
  'field.too_few': { en: ({ minimum }: { minimum: number }) => `must have at least ${minimum}` },
  'field.too_many': { en: ({ maximum }: { maximum: number }) => `must have at most ${maximum}` },
  'field.invalid_option': { en: ({ options }: { options: string }) => `must be one of: ${options}` },
  'field.unknown': { en: ({ keys }: { keys: string }) => `has fields this call does not take: ${keys}` },
  'field.invalid_format': { en: () => 'is not in the right format' },
  'field.email': { en: () => 'must be an e-mail address' },
  'field.id': { en: () => 'must be the id of an item' },
  'field.date': { en: () => 'must be a date like 2026-11-22' },
  'field.date_time': { en: () => 'must be a date and time like 2026-11-22T10:00:00Z' },
  'field.url': { en: () => 'must be an https:// URL' },
  'field.time': { en: () => 'must be a time like 07:52 (24 hours)' },
  // Named by schemas.
  'field.mobile_empty': { en: () => loginMessages.mobileEmpty },
  'field.mobile_invalid': { en: () => loginMessages.mobileInvalid },
  'field.otp_six_digits': { en: () => loginMessages.otpNotSixDigits },
  'field.dial_code': { en: () => 'must be a dial code like +91' },
  'field.user_id': { en: () => 'must be the user_id that send_otp answered with' },
  'field.slug': { en: () => 'must be lowercase letters, digits and single hyphens' },
  'field.image_url': { en: () => 'must be an https:// URL or an /uploads/ path' },
  'field.link': { en: () => 'must be an https:// URL or a path on this site' },
  'field.uploaded_image': { en: () => 'must be an image uploaded with upload_image' },
  'field.private_image': { en: () => 'must be an image uploaded with upload_private_image' },
  'field.not_your_upload': { en: () => 'must be an image you uploaded yourself' },
  'field.newsletter_link': { en: () => 'must be the token of a newsletter link' },
  'field.real_date': { en: () => 'must be a real calendar date' },
  'field.no_change': { en: () => 'must change at least one field' },
  'field.status_reason': { en: () => 'is required to suspend or reinstate an account' },
  'field.whole_paise': { en: () => 'must be whole paise' },
  // Money bounds, named by schemas (`.min(100, 'field.amount_too_small')`): paise shown as rupees.
  'field.amount_too_small': { en: ({ minimum }: { minimum: number }) => `must be at least ${rupees(minimum)}` },
  'field.amount_too_big': { en: ({ maximum }: { maximum: number }) => `must be at most ${rupees(maximum)}` },
  'field.position': { en: () => 'must be a position as a command answered it, like 1234.5678' },
  'field.idempotency_key_missing': { en: () => 'is required for this call (a unique value per intended payment, reused only to retry it)' },
  // Fields of content (add this domain's codes below this line).
  'field.media_url': { en: () => 'must be an https:// URL or an /uploads/ path' },
  'field.offer_code': { en: () => 'must be 4 to 20 capital letters or digits' },
  'field.recharge_minimum': { en: () => 'must be at least ₹1 (100 paise)' },
  'field.mrp_below_price': { en: () => 'must not be below the price' },
  // Fields of contact (add this domain's codes below this line).
  // Fields of uploads (add this domain's codes below this line).
  // Fields of wallet (add this domain's codes below this line).
  'field.recharge_too_small': { en: () => 'must be at least ₹1' },
  'field.recharge_too_large': { en: () => 'must be at most ₹40,000' },
  'field.pack_or_amount': { en: () => 'give either a pack or an amount' },
  'field.coupon_code': { en: () => 'must be 4 to 20 letters or digits' },
  'field.idempotency_key': { en: () => 'must be 8 to 100 letters, digits or - _ . :' },
  'field.payment_signature': { en: () => 'must be a hex HMAC-SHA256 signature' },
  'field.payment_unverified': { en: () => 'could not be verified with the payment provider' },
  'field.not_zero': { en: () => 'must not be zero' },
  'field.recharge_pack_unavailable': { en: () => 'is not a recharge pack on sale' },
  'field.offer_unavailable': { en: () => 'is not an offer on now' },
  'field.offer_ended': { en: () => 'has ended' },
  'field.offer_first_recharge_only': { en: () => 'is only for a first recharge' },
  'field.offer_no_bonus': { en: () => 'gives no recharge bonus' },
  'field.one_coupon_only': { en: () => 'only one coupon can be used per recharge' },
  'field.coupon_unknown': { en: () => 'is not a code of an offer on now' },
  'field.csv_too_many': { en: ({ matches, maximum }: { matches: number; maximum: number }) => `${matches} transactions match; a CSV holds at most ${maximum}: narrow the dates or filters` },
  'field.from_after_to': { en: () => 'must not be after to' },
  'field.range_too_many_days': { en: ({ maximum }: { maximum: number }) => `gives more than ${maximum} days; choose a shorter range or by=month` },
  'field.range_too_many_months': { en: ({ maximum }: { maximum: number }) => `gives more than ${maximum} months; choose a shorter range` },
  'field.refund_bearer': { en: () => "must say who bears a consultation's refund: astrologer (at fault, their earning on it is taken back) or platform (goodwill)" },
  'field.refund_bearer_not_applicable': { en: () => "goes only with a refund of a consultation's minutes" },
  // Fields of orders (add this domain's codes below this line).
  'field.order_kind': { en: () => 'must be product or pooja' },
  'field.order_action': { en: () => 'must be pack, ship, deliver, perform or cancel' },
  'field.duplicate_item': { en: () => 'is already in the order; change its quantity instead' },
  'field.phone_digits': { en: () => 'must be exactly 10 digits' },
  'field.pincode': { en: () => 'must be exactly 6 digits' },
  'field.product_unavailable': { en: () => 'is not a product on sale' },
  'field.out_of_stock': { en: () => 'is out of stock' },
  'field.stock_left': { en: ({ stock }: { stock: number }) => `only ${stock} left in stock` },
  'field.pooja_unavailable': { en: () => 'is not a pooja open for booking' },
  'field.booking_date_past': { en: ({ first }: { first: string }) => `must be today (${first}) or later` },
  'field.booking_date_too_far': { en: ({ days, last }: { days: number; last: string }) => `must be within ${days} days (${last} at the latest)` },
  // Fields of astrologers (add this domain's codes below this line).
  'field.login_number': { en: () => 'must be the number you are logged in with' },
  'field.birth_date': { en: () => 'must be a real birth date' },
  'field.applicant_age': { en: ({ minimum }: { minimum: number }) => `applicants must be at least ${minimum} years old` },
  'field.listed_twice': { en: () => 'is already listed' },
  'field.rejection_reason': { en: () => 'is not a rejection reason' },
  'field.action_or_change': { en: () => 'must give an action or change at least one field' },
  'field.reject_reason_missing': { en: () => 'must say why the application is rejected' },
  'field.reject_only': { en: () => 'goes only with action reject' },
  'field.price_range': { en: () => 'must not be below min_price_per_min' },
  'field.date_range': { en: () => 'must not be after to' },
  // Fields of chat (add this domain's codes below this line).
  'field.birth_date_range': { en: () => 'must be between 1900 and today' },
  'field.chat_answer': { en: () => 'must be accept or reject' },
  // Fields of reviews (add this domain's codes below this line).
  // Fields of notifications (add this domain's codes below this line).
  'field.push_token': { en: () => 'must be printable characters without spaces' },
  'field.push_endpoint': { en: () => 'must be the https:// address of a push service' },
  'field.push_key': { en: () => 'must be a base64url key' },
  // Fields of astrology (add this domain's codes below this line).
  'field.time_zone': { en: () => 'must be an IANA time zone like Asia/Kolkata' },
  'field.polar_latitude': { en: () => 'must be nearer the equator: charts are not made beyond the polar circles' },
  // The years of BIRTH_YEAR_RANGE (astrology-names.ts; a unit test keeps them the same).
  'field.chart_years': { en: () => 'must be between 1900 and 2100, the years the charts cover' },
  'field.nakshatra': { en: () => 'must be a nakshatra name like Rohini' },
  // Fields of live sessions (add this domain's codes below this line).
  'field.live_when': { en: () => 'give either starts_at or now: true' },
  'field.starts_in_past': { en: () => 'must be in the future' },
  'field.starts_too_far': { en: () => `must be within ${LIVE_SCHEDULE_DAYS_AHEAD} days from now` },
});

export type FieldIssueCode = keyof typeof fieldIssueCatalogue;
export type FieldIssueParams<C extends FieldIssueCode> = Parameters<(typeof fieldIssueCatalogue)[C]['en']>[0];

const EXPECTED_EN: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

export const isFieldIssueCode = (value: string): value is FieldIssueCode => Object.hasOwn(fieldIssueCatalogue, value);

export function fieldIssueMessage(code: FieldIssueCode, params: RefusalParamValues | undefined): string {
  return fieldIssueCatalogue[code].en((params ?? {}) as never);
}
