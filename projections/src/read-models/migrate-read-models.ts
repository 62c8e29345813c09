import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { ReadModelDatabase } from './read-model-database.js';
import * as checkpoints from './migrations/0001-projection-checkpoints.js';
import * as contentItems from './migrations/0002-content-items.js';
import * as users from './migrations/0003-users.js';
import * as emailOutbox from './migrations/0004-email-outbox.js';
import * as contentFilters from './migrations/0005-content-filters.js';
import * as contentHistory from './migrations/0006-content-history.js';
import * as newsletterSubscribers from './migrations/0007-newsletter-subscribers.js';
import * as wallet from './migrations/0008-wallet.js';
import * as orders from './migrations/0009-orders.js';
import * as astrologers from './migrations/0010-astrologers.js';
import * as chatSessions from './migrations/0011-chat-sessions.js';
import * as reviews from './migrations/0012-reviews.js';
import * as notifications from './migrations/0013-notifications.js';
import * as savedKundlis from './migrations/0014-saved-kundlis.js';
import * as astrologerLastOnline from './migrations/0015-astrologer-last-online.js';
import * as projectionCaughtUpAt from './migrations/0016-projection-caught-up-at.js';
import * as astrologerCallPrice from './migrations/0017-astrologer-call-price.js';
import * as consultationChannel from './migrations/0018-consultation-channel.js';
import * as astrologerTakesCalls from './migrations/0019-astrologer-takes-calls.js';
import * as liveSessions from './migrations/0020-live-sessions.js';
import * as liveAudience from './migrations/0021-live-audience.js';
import * as queueEntries from './migrations/0022-queue-entries.js';
import * as liveGifts from './migrations/0023-live-gifts.js';
import * as supportTickets from './migrations/0024-support-tickets.js';
import * as orderFulfilment from './migrations/0025-order-fulfilment.js';
import * as userErasure from './migrations/0026-user-erasure.js';
import * as emailDeliveries from './migrations/0027-email-deliveries.js';
import * as consultationBills from './migrations/0029-consultation-bills.js';
import * as refundRules from './migrations/0030-refund-rules.js';
import * as refundBearer from './migrations/0031-refund-bearer.js';
import * as mailLanguagesTicketErasure from './migrations/0032-mail-languages-ticket-erasure.js';
import * as privateImages from './migrations/0033-private-images.js';

/** Listed in code rather than read from disk, so the built output needs nothing beside it. */
const migrations: Record<string, Migration> = {
  '0001-projection-checkpoints': checkpoints,
  '0002-content-items': contentItems,
  '0003-users': users,
  '0004-email-outbox': emailOutbox,
  '0005-content-filters': contentFilters,
  '0006-content-history': contentHistory,
  '0007-newsletter-subscribers': newsletterSubscribers,
  '0008-wallet': wallet,
  '0009-orders': orders,
  '0010-astrologers': astrologers,
  '0011-chat-sessions': chatSessions,
  '0012-reviews': reviews,
  '0013-notifications': notifications,
  '0014-saved-kundlis': savedKundlis,
  '0015-astrologer-last-online': astrologerLastOnline,
  '0016-projection-caught-up-at': projectionCaughtUpAt,
  '0017-astrologer-call-price': astrologerCallPrice,
  '0018-consultation-channel': consultationChannel,
  '0019-astrologer-takes-calls': astrologerTakesCalls,
  '0020-live-sessions': liveSessions,
  '0021-live-audience': liveAudience,
  '0022-queue-entries': queueEntries,
  '0023-live-gifts': liveGifts,
  '0024-support-tickets': supportTickets,
  '0025-order-fulfilment': orderFulfilment,
  '0026-user-erasure': userErasure,
  '0027-email-deliveries': emailDeliveries,
  '0029-consultation-bills': consultationBills,
  '0030-refund-rules': refundRules,
  '0031-refund-bearer': refundBearer,
  '0032-mail-languages-ticket-erasure': mailLanguagesTicketErasure,
  '0033-private-images': privateImages,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the read-model schema up to date; kysely's own lock makes concurrent callers safe. */
export async function migrateReadModels(db: Kysely<ReadModelDatabase>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, migrationTableName: 'read_model_migrations', migrationLockTableName: 'read_model_migrations_lock' }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
