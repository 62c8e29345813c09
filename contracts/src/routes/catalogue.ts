import { z, type ZodType } from 'zod';
import { calculateKundliSchema, calculateLoveSchema, calculateMatchmakingSchema, dailyTransitQuery, myKundlisQuery, suggestPlacesQuery } from '../astrology/astrology-schemas.js';
import {
  astrologerApplicationsQuery,
  astrologerListQuery,
  astrologerLogQuery,
  createAstrologerSchema,
  updateAstrologerSchema,
  updateAstrologerStatusSchema,
} from '../astrologers/astrologer-schemas.js';
import {
  chatPageQuery,
  chatSessionListQuery,
  createChatSessionSchema,
  createMessageSchema,
  endChatSessionSchema,
  sessionMessageQuery,
  updateChatSessionSchema,
} from '../chat/chat-schemas.js';
import { myNotificationsQuery, nudgeChatRequestSchema, readNotificationsSchema, registerPushTokenSchema } from '../notifications/notification-schemas.js';
import { astrologerCustomersQuery, astrologerEarningsQuery } from '../earnings/earnings-schemas.js';
import { createReviewSchema, reviewListQuery, updateReviewSchema } from '../reviews/review-schemas.js';
import { contentBaseFields, contentCreateSchema, contentListQuery, contentUpdateSchema, isContentFamily } from '../content/content-families.js';
import { createOrderSchema, orderHistoryQuery, userOrderListQuery } from '../orders/order-schemas.js';
import { updateUserSchema } from '../users/user-schemas.js';
import { loginSchemas } from './login-schemas.js';
import {
  cancelPaymentSchema,
  createTransactionSchema,
  rechargeQuoteQuery,
  refundListQuery,
  refundSchema,
  testCheckoutSchema,
  transactionListQuery,
  turnoverQuery,
  updateTransactionSchema,
  verifyPaymentSchema,
  walletAdjustmentSchema,
} from '../wallet/wallet-schemas.js';
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
  // Any logged-in user: applicants upload their photo and ID document before they are astrologers (docs/astrologers.md).
  route('upload', 'upload_image', 'POST', '/upload/upload-image', 'command', 'customer', 'Upload an image (multipart/form-data, one JPEG, PNG or WebP file of at most 5 MB; 30 an hour except for admins)', {
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

  // Money (docs/wallet.md). Money commands take an Idempotency-Key header.
  getOne('wallet', 'get_single_wallet', 'owner', 'A wallet by user id: balance and last transactions'),
  put('wallet', 'update_wallet', 'admin', 'Admin adjustment of a wallet by user id: a signed amount in paise and a reason', { body: walletAdjustmentSchema }),
  getOne('wallet', 'get_wallet_history', 'admin', "Every event of a user's wallet, with actor and reason"),
  get('transaction', 'get_recharge_quote', 'customer', 'What a recharge would cost (GST) and credit (bonuses), before paying', { query: rechargeQuoteQuery }),
  post('transaction', 'create_transaction', 'customer', 'Start a wallet recharge through the payment provider', { body: createTransactionSchema }),
  post('transaction', 'verify_payment', 'customer', "Verify the provider checkout's signed callback and credit the wallet (once)", { body: verifyPaymentSchema }),
  post('transaction', 'cancel_payment', 'customer', 'Record that a checkout was cancelled or failed', { body: cancelPaymentSchema }),
  route('transaction', 'payment_webhook', 'POST', '/api/payments/webhook/{provider}', 'command', 'public', "The provider's signed webhook (Razorpay: X-Razorpay-Signature over the raw body)"),
  route('transaction', 'test_checkout_complete', 'POST', '/api/payments/test/complete', 'command', 'customer', 'Test payment provider only: the outcome the tester chose on the test checkout page', { body: testCheckoutSchema }),
  put('transaction', 'update_transaction', 'admin', 'Close a still-pending recharge as failed, with a reason (never changes money)', { body: updateTransactionSchema }),
  get('transaction', 'get_transactions', 'admin', 'All transactions, filtered (user, type, status, dates, amount), paged or as CSV', { query: transactionListQuery }),
  getOne('transaction', 'get_single_transaction', 'customer', 'One transaction (its owner or an admin)'),
  getOne('transaction', 'get_single_transaction2', 'owner', "A user's transactions by user id (filtered, paged)", { query: transactionListQuery }),
  getOne('transaction', 'get_recharge', 'owner', "A user's recharges by user id (paged)", { query: transactionListQuery }),
  get('transaction', 'get_total_turnover', 'admin', 'Turnover by day or month: recharges, GST, bonuses, consultation and order revenue, refunds', { query: turnoverQuery }),
  get('refund_transaction', 'get_refund_transaction', 'admin', 'Refunds (paged)', { query: refundListQuery }),
  post('refund_transaction', 'create_refund_transaction', 'admin', 'Refund (part of) a debit to the wallet, with a reason', { body: refundSchema }),
  getOne('invoice', 'get_single_invoice', 'customer', 'One GST invoice (its customer or an admin)'),
  // Orders and pooja bookings paid from the wallet (docs/orders.md).
  post('order_history', 'create_order_history', 'customer', 'Place an Astro Mall order or book a pooja, paid from the wallet at the server’s prices', { body: createOrderSchema }),
  getOne('order_history', 'get_user_order', 'owner', "A user's orders by user id (newest first; filter by kind, status; paged)", { query: userOrderListQuery }),
  get('order_history', 'get_order_history', 'admin', 'All orders (newest first; filter by kind, status, user, India dates; paged)', { query: orderHistoryQuery }),
  get('support_ticket', 'get_support_ticket', 'admin', 'Support tickets (paged)', { planned: CONTENT }),
  put('support_ticket', 'update_support_ticket', 'admin', 'Change a support ticket', { body: pendingBody, planned: CONTENT }),

  // Astrologers (docs/astrologers.md) and consultations.
  get('astrologer', 'get_astrologer', 'public', 'Approved astrologers with live status (online, busy, offline): filters, sorts, name search, paged', { query: astrologerListQuery }),
  getOne('astrologer', 'get_single_astrologer', 'public', "An approved astrologer's profile (admins: any record, whole)"),
  post('astrologer', 'create_astrologer', 'customer', 'Apply as an astrologer with the number you are logged in with (pending until an admin reviews it)', { body: createAstrologerSchema }),
  put('astrologer', 'update_astrologer', 'admin', "Approve, reject (with a reason) or reactivate an astrologer, and/or edit their profile", { body: updateAstrologerSchema }),
  del('astrologer', 'delete_astrologer', 'admin', 'Deactivate an astrologer: unlisted and unable to go online; history kept'),
  get('astrologer', 'get_astrologer_applications', 'admin', 'Every astrologer record, whole (filter by application status, active, search; newest application first)', {
    query: astrologerApplicationsQuery,
  }),
  get('astrologer', 'get_my_astrologer', 'customer', 'Your own astrologer record: application status, rejection reason, availability'),
  post('astrologer', 'update_astrologer_status', 'astrologer', 'An approved astrologer goes online or offline', { body: updateAstrologerStatusSchema }),
  getOne('astrologer', 'get_astro_user', 'admin', "An astrologer's customers: sessions, minutes, paid, last session (latest first, paged)", { query: astrologerCustomersQuery }),
  get('astrologer', 'get_astrologer_earnings', 'admin', 'Earnings per astrologer from consultations: sessions, paid minutes, gross, commission, earning (India dates)', { query: astrologerEarningsQuery }),
  get('astrologer', 'get_my_earnings', 'astrologer', "The astrologer's own earnings: today, this month, all time, and the last 20 consultations"),
  getOne('astrologer', 'get_astrologer_logss', 'admin', "An astrologer's timeline: application, review, online/offline, consultations (newest first, paged)", { query: astrologerLogQuery }),
  // Reviews of consultations (docs/reviews.md).
  get('review', 'get_review', 'public', 'Published reviews, newest first: astrologer_id (with a rating summary), rating, session_id (paged; admins see hidden ones)', { query: reviewListQuery }),
  getOne('review', 'get_single_review', 'public', 'One published review (admins: any)'),
  post('review', 'create_review', 'customer', "The session's customer reviews a finished consultation, once", { body: createReviewSchema }),
  put('review', 'update_review', 'admin', 'Publish or hide a review', { body: updateReviewSchema }),
  // Chat consultations (docs/chat.md): the server tells the customer from the astrologer by the session.
  post('chat_session', 'create_chat_session', 'customer', 'Request a chat with an online astrologer (balance for 5 minutes, or the free first chat)', { body: createChatSessionSchema }),
  put('chat_session', 'update_chat_session', 'astrologer', 'The astrologer accepts or rejects (with a reason) a chat request within 60 s', { body: updateChatSessionSchema }),
  put('chat_session', 'end_chat_session', 'customer', 'Either participant ends a chat (the customer may also withdraw a request)', { body: endChatSessionSchema }),
  get('chat_session', 'get_chat_session', 'admin', 'Chat sessions, newest first: status, astrologer_id, customer_id (paged)', { query: chatSessionListQuery }),
  getOne('chat_session', 'get_single_astro_chat_session', 'admin', "An astrologer's chat sessions, newest first (paged)", { query: chatPageQuery }),
  get('chat_session', 'get_my_chat_sessions', 'customer', 'Your own consultations (as the customer, or as the astrologer), newest first (paged)', { query: chatPageQuery }),
  get('chat_session', 'get_reject_chat', 'admin', 'Rejected chat requests with who rejected and why, newest first (paged)', { query: chatPageQuery }),
  post('session_message', 'create_message', 'customer', 'Send a plain-text message into an active chat you take part in', { body: createMessageSchema }),
  getOne('session_message', 'get_session_message', 'customer', "A session's transcript, oldest first: admins any session, the two participants their own (paged)", { query: sessionMessageQuery }),
  // Notifications (docs/notifications.md). Not the `notification` content family (admin-authored broadcasts): a user's own inbox and devices.
  post('notification', 'send_notification_fcm', 'customer', 'Remind the astrologer of your chat request still waiting (at most once per 15 s per session)', { body: nudgeChatRequestSchema }),
  get('inbox', 'get_my_notifications', 'customer', 'Your own notifications, newest first, with the unread count in meta (paged)', { query: myNotificationsQuery }),
  route('inbox', 'read_notifications', 'PUT', '/api/read_notifications', 'command', 'customer', 'Mark your notifications read: the ids given, or all of them', { body: readNotificationsSchema }),
  post('push_token', 'register_push_token', 'customer', 'Register this device (an FCM registration token) for push notifications; at most 10 per user', { body: registerPushTokenSchema }),

  // Astrology tools (docs/astrology.md): pure computations answered by the query service, and saved kundlis.
  get('tools', 'get_suggest', 'public', 'Birth places matching a text: up to 10, by match and population, with coordinates and IANA time zone', { query: suggestPlacesQuery }, 'get_suggest/{text}'),
  route('tools', 'calculate_kundli', 'POST', '/api/calculate_kundli', 'query', 'public', 'A birth chart: lagna, nine grahas, D1 and D9, Vimshottari dasha, manglik', { body: calculateKundliSchema }),
  route('tools', 'calculate_matchmaking', 'POST', '/api/calculate_matchmaking', 'query', 'public', 'Ashtakoota matching of two people (birth details or janma nakshatra): eight kootas out of 36', { body: calculateMatchmakingSchema }),
  route('tools', 'calculate_love', 'POST', '/api/calculate_love', 'query', 'public', 'Love compatibility of two names: a deterministic percentage and message', { body: calculateLoveSchema }),
  get('tools', 'get_daily_transit', 'public', "The Moon's sign on an Indian calendar day and its reading for each Moon sign", { query: dailyTransitQuery }),
  post('kundli', 'create_kundli', 'customer', 'Save a kundli (its birth details and options) to your profile', { body: calculateKundliSchema }),
  get('kundli', 'get_my_kundlis', 'customer', 'Your saved kundlis, newest first (paged)', { query: myKundlisQuery }),
  getOne('kundli', 'get_single_kundli', 'customer', 'One of your saved kundlis (another user’s is not found)'),
  del('kundli', 'delete_kundli', 'customer', 'Delete one of your saved kundlis'),
];
