import { z, type ZodType } from 'zod';
import { contentBaseFields, contentCreateSchema, contentListQuery, contentUpdateSchema, isContentFamily } from '../content/content-families.js';
import { updateUserSchema } from '../users/user-schemas.js';
import { loginSchemas } from './login-schemas.js';
import type { Access, HttpMethod, RouteEntry, Side } from './route-entry.js';
import { UPLOAD_MAX_BYTES } from './upload-limits.js';

export { UPLOAD_MAX_BYTES };

/**
 * The route catalogue: every call of the product spec §7, what serves it and who may call it.
 * The gateway routes by it, the services dispatch and check access by it, the SPA's API client
 * builds its requests from it, and /api/openapi.json is generated from it.
 */

type Planned = RouteEntry['planned'];
const CONTENT: Planned = { issue: 4, capability: 'content catalogue and admin back office' };
const MONEY: Planned = { issue: 6, capability: 'wallet, payments and audit' };
const CONSULT: Planned = { issue: 7, capability: 'astrologers and paid chat consultations' };
const TOOLS: Planned = { issue: 8, capability: 'astrology tools' };


interface Options {
  readonly body?: ZodType;
  readonly query?: ZodType;
  readonly maxBodyBytes?: number;
  readonly planned?: Planned;
}

const route = (family: string, name: string, method: HttpMethod, path: string, side: Side, access: Access, summary: string, options: Options = {}): RouteEntry => ({
  name,
  method,
  path,
  side,
  access,
  family,
  summary,
  ...options,
});

const get = (family: string, name: string, access: Access, summary: string, options?: Options, path = name) =>
  route(family, name, 'GET', `/api/${path}`, 'query', access, summary, options);
const getOne = (family: string, name: string, access: Access, summary: string, options?: Options) =>
  route(family, name, 'GET', `/api/${name}/{id}`, 'query', access, summary, options);
const post = (family: string, name: string, access: Access, summary: string, options?: Options) =>
  route(family, name, 'POST', `/api/${name}`, 'command', access, summary, options);
const put = (family: string, name: string, access: Access, summary: string, options?: Options) =>
  route(family, name, 'PUT', `/api/${name}/{id}`, 'command', access, summary, options);
const del = (family: string, name: string, access: Access, summary: string, options?: Options) =>
  route(family, name, 'DELETE', `/api/${name}/{id}`, 'command', access, summary, options);

/** Body of a family whose fields its own issue defines; until then anything JSON-object shaped. */
const pendingBody = z.looseObject({});
const devOutboxQuery = z.strictObject({ numbers: z.string().regex(/^\d{10}$/, 'must be exactly 10 digits') });
const subscriberListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
  search: z.string().trim().max(200).optional(),
  status: z.enum(['subscribed', 'unsubscribed']).optional(),
});
const adjustmentBody = z.strictObject({ amount: z.number().int(), reason: z.string().trim().min(3).max(500) });

/**
 * The admin pattern get_X, get_single_X/{id}, create_X, update_X/{id}, delete_X/{id}. Families in
 * the content-family catalogue are served by the generic content mechanism; the rest are planned.
 */
function adminPattern(family: string, label: string, readAccess: Access, planned: Planned): RouteEntry[] {
  const served = isContentFamily(family);
  const create = served ? contentCreateSchema(family) : z.looseObject(contentBaseFields);
  const update = served ? contentUpdateSchema(family) : pendingBody;
  const status = served ? {} : { planned };
  return [
    get(family, `get_${family}`, readAccess, `List ${label} items (paged)`, { query: contentListQuery, ...status }),
    getOne(family, `get_single_${family}`, readAccess, `One ${label} item by id or slug`, status),
    post(family, `create_${family}`, 'admin', `Create a ${label} item`, { body: create, ...status }),
    put(family, `update_${family}`, 'admin', `Change a ${label} item`, { body: update, ...status }),
    del(family, `delete_${family}`, 'admin', `Delete a ${label} item (soft delete)`, status),
  ];
}

const contentFamiliesOfSpec: [family: string, label: string, readAccess: Access, planned: Planned][] = [
  ['testimonial', 'testimonial', 'public', CONTENT],
  ['blog', 'blog', 'public', CONTENT],
  ['news', 'news', 'public', CONTENT],
  ['story', 'story', 'public', CONTENT],
  ['story_collection', 'story collection', 'public', CONTENT],
  ['remedies', 'remedies', 'public', CONTENT],
  ['vastu', 'vastu', 'public', CONTENT],
  ['numerology', 'numerology', 'public', CONTENT],
  ['tarot', 'tarot', 'public', CONTENT],
  ['aarti', 'aarti', 'public', CONTENT],
  ['vrat', 'vrat', 'public', CONTENT],
  ['festivals', 'festival', 'public', CONTENT],
  ['podcast', 'podcast', 'public', CONTENT],
  ['video', 'video', 'public', CONTENT],
  ['gallery', 'gallery', 'public', CONTENT],
  ['collection', 'collection (album)', 'public', CONTENT],
  ['banners', 'banner', 'public', CONTENT],
  ['offers', 'offer', 'public', CONTENT],
  ['services', 'service', 'public', CONTENT],
  ['category', 'category', 'public', CONTENT],
  ['product_category', 'product category', 'public', CONTENT],
  ['products', 'product', 'public', CONTENT],
  ['pooja_booking', 'pooja', 'public', CONTENT],
  ['price', 'recharge pack', 'public', CONTENT],
  ['reason', 'rejection reason', 'admin', CONTENT],
  ['notification', 'notification', 'admin', CONTENT],
  ['horoscope', 'horoscope', 'public', CONTENT],
  ['page', 'info page', 'public', CONTENT],
];

export const routeCatalogue: readonly RouteEntry[] = [
  // Login flow (spec §7 "Login flow"): customers by send_otp/confirm_otp, astrologers by user_*.
  post('login', 'send_otp', 'public', 'Send a login OTP to a mobile number', { body: loginSchemas.sendOtp }),
  post('login', 'confirm_otp', 'public', 'Verify the OTP and start a session', { body: loginSchemas.confirmOtp }),
  post('login', 'user_send_otp', 'public', 'Send a login OTP to an astrologer', { body: loginSchemas.sendOtp }),
  post('login', 'user_confirm_otp', 'public', 'Verify an astrologer OTP and start a session', { body: loginSchemas.confirmOtp }),
  post('login', 'login', 'public', 'Admin login by phone OTP: send step {numbers, route} or confirm step {otp, user_id}', { body: loginSchemas.adminLogin }),
  post('login', 'logout', 'customer', 'End the current session'),
  post('login', 'send-email', 'public', 'Send a message to support (contact form)', { body: loginSchemas.contactMessage }),
  post('login', 'send_subscribe_email', 'public', 'Subscribe an e-mail address to the newsletter', { body: loginSchemas.subscribe }),
  route('login', 'dev_otp_outbox', 'GET', '/api/dev/otp-outbox', 'command', 'public', 'Development only: OTPs the development SMS outbox holds for a number', { query: devOutboxQuery }),

  // Home page data (spec §7 "Header and app level").
  get('home', 'todos', 'public', 'Everything the home page shows, in one call: banners by placement, offers, services, latest blogs, today’s horoscopes, testimonials, recharge packs'),

  ...contentFamiliesOfSpec.flatMap(([family, label, access, planned]) => adminPattern(family, label, access, planned)),
  get('content', 'get_content_counts', 'admin', 'How many live items each content family has, by status (the admin dashboard)'),
  getOne('content', 'get_content_history', 'admin', "A content item's timeline: who changed what, when (newest first)"),
  getOne('gallery', 'get_single_gallery_collection', 'public', 'One album (collection) by id or slug, with its published gallery items'),
  route('upload', 'upload_image', 'POST', '/upload/upload-image', 'command', 'astrologer', 'Upload an image (multipart/form-data, one JPEG, PNG or WebP file of at most 5 MB)', {
    maxBodyBytes: UPLOAD_MAX_BYTES + 64 * 1024,
  }),

  // Newsletter subscribers: the newsletter's own records (send_subscribe_email), which admins manage.
  get('subscriber', 'get_subscriber', 'admin', 'Newsletter subscribers (paged; search by e-mail, filter by status)', { query: subscriberListQuery }),
  getOne('subscriber', 'get_single_subscriber', 'admin', 'One newsletter subscriber'),
  post('subscriber', 'create_subscriber', 'admin', 'Subscribe an e-mail address', { body: loginSchemas.subscribe }),
  put('subscriber', 'update_subscriber', 'admin', 'Subscribe or unsubscribe an address', { body: z.strictObject({ status: z.enum(['subscribed', 'unsubscribed']) }) }),
  del('subscriber', 'delete_subscriber', 'admin', 'Unsubscribe an address (its history stays)'),

  // Users (customers' own records; admins manage all).
  get('users', 'get_users', 'admin', 'List users (paged)', { planned: CONTENT }),
  getOne('users', 'get_single_users', 'owner', 'One user: name, phone, img_url, balance'),
  post('users', 'create_users', 'admin', 'Create a user', { body: pendingBody, planned: CONTENT }),
  put('users', 'update_users', 'owner', "Change a user's profile; admins also suspend or reinstate", { body: updateUserSchema }),
  del('users', 'delete_users', 'admin', 'Delete a user', { planned: CONTENT }),

  // Money.
  getOne('wallet', 'get_single_wallet', 'owner', 'A wallet by user id: balance and last transactions', { planned: MONEY }),
  put('wallet', 'update_wallet', 'admin', 'Admin adjustment of a wallet, with a reason', { body: adjustmentBody, planned: MONEY }),
  post('transaction', 'create_transaction', 'customer', 'Start a wallet recharge', { body: pendingBody, planned: MONEY }),
  put('transaction', 'update_transaction', 'admin', 'Change a transaction', { body: pendingBody, planned: MONEY }),
  getOne('transaction', 'get_single_transaction', 'admin', 'One transaction', { planned: MONEY }),
  getOne('transaction', 'get_single_transaction2', 'admin', "A user's transactions", { planned: MONEY }),
  getOne('transaction', 'get_recharge', 'admin', "A user's recharges", { planned: MONEY }),
  get('transaction', 'get_total_turnover', 'admin', 'Turnover totals', { planned: MONEY }),
  get('refund_transaction', 'get_refund_transaction', 'admin', 'Refunds (paged)', { planned: MONEY }),
  getOne('invoice', 'get_single_invoice', 'admin', 'One GST invoice', { planned: MONEY }),
  post('order_history', 'create_order_history', 'customer', 'Place an order paid from the wallet', { body: pendingBody, planned: MONEY }),
  getOne('order_history', 'get_user_order', 'owner', "A user's orders", { planned: MONEY }),
  get('order_history', 'get_order_history', 'admin', 'All orders (paged)', { planned: MONEY }),
  get('support_ticket', 'get_support_ticket', 'admin', 'Support tickets (paged)', { planned: CONTENT }),
  put('support_ticket', 'update_support_ticket', 'admin', 'Change a support ticket', { body: pendingBody, planned: CONTENT }),

  // Astrologers and consultations.
  get('astrologer', 'get_astrologer', 'public', 'Astrologers with live status (paged, filtered)', { planned: CONSULT }),
  getOne('astrologer', 'get_single_astrologer', 'public', "An astrologer's profile", { planned: CONSULT }),
  post('astrologer', 'create_astrologer', 'public', 'Register as an astrologer', { body: pendingBody, planned: CONSULT }),
  put('astrologer', 'update_astrologer', 'admin', 'Change, approve or reject an astrologer', { body: pendingBody, planned: CONSULT }),
  del('astrologer', 'delete_astrologer', 'admin', 'Delete an astrologer', { planned: CONSULT }),
  getOne('astrologer', 'get_astro_user', 'admin', "An astrologer's customers", { planned: CONSULT }),
  getOne('astrologer', 'get_astrologer_logss', 'admin', "An astrologer's availability log", { planned: CONSULT }),
  get('review', 'get_review', 'public', 'Reviews (paged)', { planned: CONSULT }),
  getOne('review', 'get_single_review', 'public', 'One review', { planned: CONSULT }),
  post('review', 'create_review', 'customer', 'Review a finished consultation', { body: pendingBody, planned: CONSULT }),
  put('review', 'update_review', 'admin', 'Moderate a review', { body: pendingBody, planned: CONSULT }),
  post('chat_session', 'create_chat_session', 'customer', 'Request a chat with an astrologer', { body: pendingBody, planned: CONSULT }),
  get('chat_session', 'get_chat_session', 'admin', 'Chat sessions (paged)', { planned: CONSULT }),
  getOne('chat_session', 'get_single_astro_chat_session', 'admin', "An astrologer's chat sessions", { planned: CONSULT }),
  get('chat_session', 'get_reject_chat', 'admin', 'Rejected chat requests', { planned: CONSULT }),
  post('session_message', 'create_message', 'customer', 'Send a chat message', { body: pendingBody, planned: CONSULT }),
  getOne('session_message', 'get_session_message', 'admin', "A session's messages", { planned: CONSULT }),
  post('notification', 'send_notification_fcm', 'customer', 'Notify an astrologer of a request', { body: pendingBody, planned: CONSULT }),

  // Tools (computations answered by the query service).
  get('tools', 'get_suggest', 'public', 'Birth-place suggestions', { planned: TOOLS }, 'get_suggest/{text}'),
  route('tools', 'calculate_love', 'POST', '/api/calculate_love', 'query', 'public', 'Love compatibility of two names', { body: pendingBody, planned: TOOLS }),
];
