/**
 * What the SPA's always-loaded code needs from contracts, with nothing that pulls in zod: the
 * route table, URL building, answer shapes and the spec's fixed texts. Schemas stay in the main
 * entry for the services and the lazily loaded admin back office.
 */
export * from './envelopes.js';
export * from './ids.js';
export * from './position.js';
export * from './routes/match-route.js';
export * from './routes/route-table.generated.js';
export type { Access, HttpMethod, RouteAddress, RouteTableEntry, Side } from './routes/route-entry.js';
export { loginMessages } from './users/login-messages.js';
export { UPLOAD_MAX_BYTES } from './routes/upload-limits.js';
export { contentFamilyLabel, contentFamilyLabels, type ContentFamilyLabelName } from './content/content-family-labels.js';
export { POOJA_BOOKING_DAYS_AHEAD, poojaBookingWindow } from './orders/pooja-booking-window.js';
export { CHAT_MESSAGE_MAX } from './chat/chat-text.js';
export { MAX_RECHARGE_PAISE, MIN_RECHARGE_PAISE } from './wallet/recharge-limits.js';
export { NEWSLETTER_LINK_TOKEN } from './contact/newsletter-link.js';
export * from './chat/chat-socket-protocol.js';
export * from './live/live-socket-protocol.js';
export * from './queue/queue-events.js';
// Notification texts by kind, in English and Hindi (the bell and the inbox).
export * from './notifications/notification-texts.js';
// Refusals: codes, their English and field issues, to word answers in the visitor's language (no zod).
export * from './refusals/refusal.js';
export * from './refusals/refusal-catalogue.js';
export * from './refusals/field-issues.js';
export * from './refusals/field-errors.js';
export { isPossibleMobile, INDIA_DIAL_CODE, MOBILE_PATTERN } from './users/mobile-number.js';
export * from './users/new-user.js';
export { UPLOAD_MAX_MEGABYTES } from './routes/upload-limits.js';
// The astrology tools' vocabulary (signs, nakshatras, grahas, options and bounds): plain constants, no zod.
export * from './astrology/astrology-names.js';
// The automatic refund rules with their texts (no zod): the chat summary words a rule's refund from them.
export * from './refunds/refund-rules.js';
