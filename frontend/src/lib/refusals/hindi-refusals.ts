import type { RefusalCode, RefusalParams } from '@nakshatra/contracts/client';
import { astrologersHindi } from './hindi/astrologers.hi';
import { astrologyHindi } from './hindi/astrology.hi';
import { chatHindi } from './hindi/chat.hi';
import { commonHindi } from './hindi/common.hi';
import { contactHindi } from './hindi/contact.hi';
import { contentHindi } from './hindi/content.hi';
import { liveHindi } from './hindi/live.hi';
import { notificationsHindi } from './hindi/notifications.hi';
import { ordersHindi } from './hindi/orders.hi';
import { queueHindi } from './hindi/queue.hi';
import { reviewsHindi } from './hindi/reviews.hi';
import { supportHindi } from './hindi/support.hi';
import { uploadsHindi } from './hindi/uploads.hi';
import { usersHindi } from './hindi/users.hi';
import { walletHindi } from './hindi/wallet.hi';

/** Every refusal in Hindi, by code: the type requires each code of the catalogue (refusals.test.ts lists them). */
export const hindiRefusals: { readonly [C in RefusalCode]: (params: RefusalParams<C>) => string } = {
  ...commonHindi,
  ...usersHindi,
  ...contentHindi,
  ...contactHindi,
  ...uploadsHindi,
  ...walletHindi,
  ...ordersHindi,
  ...astrologersHindi,
  ...chatHindi,
  ...reviewsHindi,
  ...supportHindi,
  ...notificationsHindi,
  ...astrologyHindi,
  ...liveHindi,
  ...queueHindi,
};
