import type { RouteHandlers } from '@nakshatra/platform';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';
import { astrologyQueryRoutes } from './astrology/astrology.routes.js';
import { SavedKundlisRepository } from './astrology/saved-kundlis.repository.js';
import { AstrologersRepository } from './astrologers/astrologers.repository.js';
import { astrologerQueryRoutes } from './astrologers/astrologers.routes.js';
import { consultationBillRoutes } from './bills/consultation-bill.routes.js';
import { ConsultationBillsRepository } from './bills/consultation-bills.repository.js';
import type { QueryCache } from './cache/query-cache.js';
import { ChatSessionsRepository } from './chat/chat-sessions.repository.js';
import { chatQueryRoutes } from './chat/chat-sessions.routes.js';
import { ContentItemsRepository } from './content/content-items.repository.js';
import { EarningsRepository } from './earnings/earnings.repository.js';
import { earningsQueryRoutes } from './earnings/earnings.routes.js';
import { contentQueryRoutes } from './content/content.routes.js';
import { waitForProjections } from './freshness/read-your-writes.js';
import { homeQueryRoutes } from './home/home.routes.js';
import { LiveSessionsRepository } from './live/live-sessions.repository.js';
import { DevMailboxRepository } from './mail/dev-mailbox.repository.js';
import { devMailboxRoutes } from './mail/dev-mailbox.routes.js';
import { LiveGiftsRepository } from './live/live-gifts.repository.js';
import { liveGiftQueryRoutes } from './live/live-gifts.routes.js';
import { liveQueryRoutes } from './live/live.routes.js';
import { QueueRepository } from './queue/queue.repository.js';
import { queueQueryRoutes } from './queue/queue.routes.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { notificationQueryRoutes } from './notifications/notifications.routes.js';
import { OrdersRepository } from './orders/orders.repository.js';
import { placesQueryRoutes } from './places/places.routes.js';
import { ReviewsRepository } from './reviews/reviews.repository.js';
import { reviewQueryRoutes } from './reviews/reviews.routes.js';
import { orderQueryRoutes } from './orders/orders.routes.js';
import { SubscribersRepository } from './subscribers/subscribers.repository.js';
import { SupportTicketsRepository } from './support/support-tickets.repository.js';
import { supportQueryRoutes } from './support/support.routes.js';
import { subscribersQueryRoutes } from './subscribers/subscribers.routes.js';
import type { UsersRepository } from './users/users.repository.js';
import { usersQueryRoutes } from './users/users.routes.js';
import { siteQueryRoutes } from './site/site.routes.js';
import { SitemapRepository } from './site/sitemap.repository.js';
import { PrivateImagesRepository } from './uploads/private-images.repository.js';
import { privateImageRoutes } from './uploads/private-images.routes.js';
import { rechargeQuoteRoutes } from './recharge-quote/recharge-quote.routes.js';
import { moneyQueryRoutes } from './wallet/money-query-routes.js';
import { WalletsRepository } from './wallet/wallets.repository.js';

export interface QueryRouteDeps {
  readonly db: Kysely<ReadModelDatabase>;
  readonly cache: QueryCache;
  readonly users: UsersRepository;
  readonly gstRateBp: number;
  /** How long a read with X-Min-Position waits for its projections (freshness/read-your-writes.ts). */
  readonly readYourWritesMs: number;
  /** ID documents and support screenshots (PRIVATE_UPLOADS_DIR), served by get_private_image. */
  readonly privateUploadsDir: string;
}

/** Every query route this service serves, by catalogue name. Each capability adds its own. */
export function queryRoutes({ db, cache, users, gstRateBp, readYourWritesMs, privateUploadsDir }: QueryRouteDeps): RouteHandlers {
  const awaitFresh = (projection: string, minPosition: string) => waitForProjections(db, [projection], minPosition, readYourWritesMs);
  const awaitAllFresh = (projections: readonly string[], minPosition: string | undefined) => waitForProjections(db, projections, minPosition, readYourWritesMs);
  const content = new ContentItemsRepository(db);
  const astrologers = new AstrologersRepository(db);
  return {
    ...contentQueryRoutes({ repository: content, cache, awaitFresh }),
    ...homeQueryRoutes(content, astrologers, cache, awaitAllFresh),
    ...usersQueryRoutes(users, awaitFresh),
    ...subscribersQueryRoutes(new SubscribersRepository(db), awaitFresh),
    ...devMailboxRoutes(new DevMailboxRepository(db)),
    ...moneyQueryRoutes(db, awaitAllFresh),
    ...orderQueryRoutes(new OrdersRepository(db), awaitAllFresh),
    ...astrologerQueryRoutes(astrologers, cache, awaitAllFresh),
    ...chatQueryRoutes(new ChatSessionsRepository(db), awaitAllFresh),
    ...consultationBillRoutes({ repository: new ConsultationBillsRepository(db), awaitFresh: awaitAllFresh, gstRateBp, now: () => new Date() }),
    ...notificationQueryRoutes(new NotificationsRepository(db), awaitAllFresh),
    ...reviewQueryRoutes(new ReviewsRepository(db), cache, awaitAllFresh),
    ...earningsQueryRoutes(new EarningsRepository(db), awaitAllFresh),
    ...astrologyQueryRoutes(new SavedKundlisRepository(db), cache, awaitAllFresh),
    ...liveQueryRoutes(new LiveSessionsRepository(db), cache, awaitAllFresh),
    ...queueQueryRoutes(new QueueRepository(db), awaitAllFresh),
    ...liveGiftQueryRoutes(new LiveGiftsRepository(db), awaitAllFresh),
    ...supportQueryRoutes(new SupportTicketsRepository(db), awaitAllFresh),
    ...placesQueryRoutes(),
    ...privateImageRoutes({ repository: new PrivateImagesRepository(db), awaitFresh: awaitAllFresh, directory: privateUploadsDir }),
    ...siteQueryRoutes(new SitemapRepository(db), cache),
    ...rechargeQuoteRoutes(content, async (userId) => (await new WalletsRepository(db).balance(userId))?.recharge_count ?? 0, gstRateBp, awaitAllFresh),
  };
}
