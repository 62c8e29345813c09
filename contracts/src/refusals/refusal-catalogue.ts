import { astrologerRefusals } from '../astrologers/astrologer-refusals.js';
import { astrologyRefusals } from '../astrology/astrology-refusals.js';
import { chatRefusals } from '../chat/chat-refusals.js';
import { contactRefusals } from '../contact/contact-refusals.js';
import { contentRefusals } from '../content/content-refusals.js';
import { liveRefusals } from '../live/live-refusals.js';
import { queueRefusals } from '../queue/queue-refusals.js';
import { notificationRefusals } from '../notifications/notification-refusals.js';
import { orderRefusals } from '../orders/order-refusals.js';
import { reviewRefusals } from '../reviews/review-refusals.js';
import { supportRefusals } from '../support/support-refusals.js';
import { uploadRefusals } from '../uploads/upload-refusals.js';
import { userRefusals } from '../users/user-refusals.js';
import { walletRefusals } from '../wallet/wallet-refusals.js';
import { commonRefusals } from './common-refusals.js';
import type { RefusalParamValues } from './refusal.js';

/** Each domain's refusals, kept beside its schemas; a code is defined in exactly one (a unit test checks). */
export const refusalsByDomain = {
  common: commonRefusals,
  users: userRefusals,
  content: contentRefusals,
  contact: contactRefusals,
  uploads: uploadRefusals,
  wallet: walletRefusals,
  orders: orderRefusals,
  astrologers: astrologerRefusals,
  chat: chatRefusals,
  reviews: reviewRefusals,
  support: supportRefusals,
  notifications: notificationRefusals,
  astrology: astrologyRefusals,
  live: liveRefusals,
  queue: queueRefusals,
} as const;

/** Every refusal the product answers, by code. */
export const refusalCatalogue = {
  ...commonRefusals,
  ...userRefusals,
  ...contentRefusals,
  ...contactRefusals,
  ...uploadRefusals,
  ...walletRefusals,
  ...orderRefusals,
  ...astrologerRefusals,
  ...chatRefusals,
  ...reviewRefusals,
  ...supportRefusals,
  ...notificationRefusals,
  ...astrologyRefusals,
  ...liveRefusals,
  ...queueRefusals,
};

export type RefusalCode = keyof typeof refusalCatalogue;
/** The params a refusal's message needs; `undefined` when it needs none. */
export type RefusalParams<C extends RefusalCode> = Parameters<(typeof refusalCatalogue)[C]['en']>[0];

export const isRefusalCode = (value: unknown): value is RefusalCode => typeof value === 'string' && Object.hasOwn(refusalCatalogue, value);

/** The English of a refusal, as the server answers it and the SPA's English shows it. */
export function refusalMessage(code: RefusalCode, params?: RefusalParamValues): string {
  return refusalCatalogue[code].en((params ?? {}) as never);
}
