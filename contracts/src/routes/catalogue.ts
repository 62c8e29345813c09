import { astrologersCatalogue } from '../astrologers/astrologers.catalogue.js';
import { astrologyCatalogue } from '../astrology/astrology.catalogue.js';
import { chatCatalogue } from '../chat/chat.catalogue.js';
import { consultationBillCatalogue } from '../chat/consultation-bill.catalogue.js';
import { contactCatalogue } from '../contact/contact.catalogue.js';
import { contentCatalogue } from '../content/content.catalogue.js';
import { liveGiftCatalogue } from '../live/live-gift.catalogue.js';
import { liveCatalogue } from '../live/live.catalogue.js';
import { queueCatalogue } from '../queue/queue.catalogue.js';
import { notificationsCatalogue } from '../notifications/notifications.catalogue.js';
import { ordersCatalogue } from '../orders/orders.catalogue.js';
import { reviewsCatalogue } from '../reviews/reviews.catalogue.js';
import { siteCatalogue } from '../site/site.catalogue.js';
import { supportCatalogue } from '../support/support.catalogue.js';
import { uploadCatalogue } from '../uploads/upload.catalogue.js';
import { loginCatalogue } from '../users/login.catalogue.js';
import { usersCatalogue } from '../users/users.catalogue.js';
import { walletCatalogue } from '../wallet/wallet.catalogue.js';
import type { RouteEntry } from './route-entry.js';
import { UPLOAD_MAX_BYTES } from './upload-limits.js';

export { UPLOAD_MAX_BYTES };

/**
 * The route catalogue: every call of the product spec §7, what serves it, who may call it, what it
 * takes, what it answers and which refusals it may give. Each domain keeps its entries beside its
 * schemas (`<domain>/<domain>.catalogue.ts`). The gateway routes by it, the services dispatch,
 * check access and type their handlers by it, the SPA's API client builds and types its requests
 * from it, and /api/openapi.json is generated from it (docs/route-catalogue.md).
 */
export const routeCatalogue = [
  ...loginCatalogue,
  ...contactCatalogue,
  ...contentCatalogue,
  ...uploadCatalogue,
  ...usersCatalogue,
  ...walletCatalogue,
  ...ordersCatalogue,
  ...supportCatalogue,
  ...astrologersCatalogue,
  ...reviewsCatalogue,
  ...chatCatalogue,
  ...consultationBillCatalogue,
  ...notificationsCatalogue,
  ...astrologyCatalogue,
  ...liveCatalogue,
  ...queueCatalogue,
  ...liveGiftCatalogue,
  ...siteCatalogue,
] as const;

/** The same entries as plain `RouteEntry`s, for code that walks all of them (reports, tests, OpenAPI). */
export const catalogueEntries: readonly RouteEntry[] = routeCatalogue;
