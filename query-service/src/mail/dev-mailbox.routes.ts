import { refuse, routeHandlers } from '@nakshatra/platform';
import type { DevMailboxRepository } from './dev-mailbox.repository.js';

/**
 * dev_mailbox: served only where mail goes to the development mailbox — no SMTP_URL, and not in
 * production (where the mail worker refuses to start without SMTP_URL anyway); elsewhere it does
 * not exist, like the OTP outbox. Not cached: it is looked at right after a mail is sent.
 */
export function devMailboxRoutes(mailbox: DevMailboxRepository) {
  return routeHandlers({
    dev_mailbox: async (call) => {
      if (process.env.SMTP_URL || process.env.NODE_ENV === 'production') throw refuse('api.not_found', { method: 'GET', path: '/api/dev/mailbox' });
      return { data: await mailbox.latest(call.query.limit) };
    },
  });
}
