import { astrologerLogsProjection } from './astrologers/astrologer-logs.projection.js';
import { astrologersProjection } from './astrologers/astrologers.projection.js';
import { consultationBillsProjection } from './bills/consultation-bills.projection.js';
import { chatMessagesProjection } from './chat/chat-messages.projection.js';
import { chatSessionsProjection } from './chat/chat-sessions.projection.js';
import { emailOutboxProjection } from './mail/email-outbox.projection.js';
import { newsletterSubscribersProjection } from './contact/newsletter-subscribers.projection.js';
import { contentHistoryProjection } from './content/content-history.projection.js';
import { contentItemsProjection } from './content/content-items.projection.js';
import { savedKundlisProjection } from './kundlis/saved-kundlis.projection.js';
import { astrologerFollowerCountsProjection, astrologerFollowsProjection } from './live/astrologer-follows.projection.js';
import { liveGiftsProjection } from './live/live-gifts.projection.js';
import { liveSessionsProjection } from './live/live-sessions.projection.js';
import { queueEntriesProjection } from './queue/queue-entries.projection.js';
import { ordersProjection } from './orders/orders.projection.js';
import { userNotificationReadsProjection } from './notifications/user-notification-reads.projection.js';
import { userNotificationsProjection } from './notifications/user-notifications.projection.js';
import { reviewsProjection } from './reviews/reviews.projection.js';
import type { AnyDocumentProjection } from './runtime/projection.js';
import { supportTicketEntriesProjection } from './support/support-ticket-entries.projection.js';
import { supportTicketsProjection } from './support/support-tickets.projection.js';
import { privateImagesProjection } from './uploads/private-images.projection.js';
import { userSessionsProjection } from './users/user-sessions.projection.js';
import { usersProjection } from './users/users.projection.js';
import { invoicesProjection } from './wallet/invoices.projection.js';
import { walletLedgerProjection } from './wallet/wallet-ledger.projection.js';
import { walletTransactionsProjection } from './wallet/wallet-transactions.projection.js';
import { walletsProjection } from './wallet/wallets.projection.js';

/** Every projection the projections service runs. */
export const allProjections: readonly AnyDocumentProjection[] = [
  contentItemsProjection,
  contentHistoryProjection,
  usersProjection,
  userSessionsProjection,
  emailOutboxProjection,
  newsletterSubscribersProjection,
  walletsProjection,
  walletTransactionsProjection,
  invoicesProjection,
  walletLedgerProjection,
  ordersProjection,
  astrologersProjection,
  astrologerLogsProjection,
  chatSessionsProjection,
  chatMessagesProjection,
  consultationBillsProjection,
  userNotificationsProjection,
  userNotificationReadsProjection,
  reviewsProjection,
  savedKundlisProjection,
  liveSessionsProjection,
  queueEntriesProjection,
  astrologerFollowsProjection,
  astrologerFollowerCountsProjection,
  liveGiftsProjection,
  supportTicketsProjection,
  supportTicketEntriesProjection,
  privateImagesProjection,
];

export function projectionNamed(name: string): AnyDocumentProjection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
