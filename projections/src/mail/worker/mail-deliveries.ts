import { sql, type Kysely } from 'kysely';
import type { SiteLanguage } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '../../read-models/read-model-database.js';
import type { MailLanguage, StoredMailTexts } from '../mail-texts.js';

/** A mail a worker has claimed: the outbox row, and which attempt this is. */
export interface ClaimedMail {
  readonly id: string;
  readonly kind: string;
  readonly recipient: string;
  readonly texts: StoredMailTexts;
  /** Settled by the event; null: the recipient user's own. */
  readonly language: MailLanguage | null;
  readonly reply_to: string | null;
  /** Counting this one. */
  readonly attempts: number;
}

/**
 * The only code that writes `email_deliveries` (migration 0027). Claims are leases: a claimed row
 * is `sending` until `lease_until`, so other workers pass it by, and a worker that died while
 * sending leaves it to be taken again once the lease is over. Every write of an attempt's outcome
 * names the attempt, so a worker whose lease ran out cannot overwrite the next one's.
 */
export class MailDeliveries {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Starts a delivery record for every outbox row that has none (a new mail). */
  async discover(now: Date): Promise<void> {
    await sql`
      INSERT INTO email_deliveries (outbox_id, status, attempts, next_attempt_at, updated_at)
      SELECT o.id, 'pending', 0, ${now}, ${now} FROM email_outbox o
       WHERE NOT EXISTS (SELECT 1 FROM email_deliveries d WHERE d.outbox_id = o.id)
      ON CONFLICT (outbox_id) DO NOTHING`.execute(this.db);
  }

  /**
   * Takes up to `limit` mails that are due (pending and past their time, or sending past their
   * lease) for this worker until `leaseUntil`. SKIP LOCKED: two workers claiming at once take
   * different rows, and neither waits for the other. A delivery whose outbox row is gone (its
   * user erased, or the outbox being rebuilt) is passed by, so it never fills a batch.
   */
  async claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
    const { rows } = await sql<ClaimedMail>`
      UPDATE email_deliveries d
         SET status = 'sending', attempts = d.attempts + 1, lease_until = ${leaseUntil}, updated_at = ${now}
        FROM email_outbox o
       WHERE o.id = d.outbox_id
         AND d.outbox_id IN (
           SELECT outbox_id FROM email_deliveries
            WHERE ((status = 'pending' AND next_attempt_at <= ${now}) OR (status = 'sending' AND lease_until <= ${now}))
              AND EXISTS (SELECT 1 FROM email_outbox owed WHERE owed.id = outbox_id)
            ORDER BY next_attempt_at
            LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o.kind, o.recipient, o.texts, o.language, o.reply_to, d.attempts`.execute(this.db);
    return rows;
  }

  async markSent(mail: ClaimedMail, transport: string, sentTo: string, language: MailLanguage, now: Date): Promise<void> {
    await this.ofAttempt(mail)
      .set({ status: 'sent', transport, sent_to: sentTo, language, sent_at: now, lease_until: null, last_error: null, updated_at: now })
      .execute();
  }

  /** Tried again at `retryAt`, or, when that is null, given up for good. */
  async markFailed(mail: ClaimedMail, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.ofAttempt(mail)
      .set({ status: retryAt ? 'pending' : 'dead', ...(retryAt ? { next_attempt_at: retryAt } : {}), lease_until: null, last_error: error.slice(0, 1000), updated_at: now })
      .execute();
  }

  /** The address on a user's profile (`users.email`), if they gave one, and the language they read the site in, if known. */
  async userContact(userId: string): Promise<{ readonly email: string | null; readonly language: SiteLanguage | null }> {
    const row = await this.db.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
    return { email: row?.email ?? null, language: row?.language ?? null };
  }

  private ofAttempt(mail: ClaimedMail) {
    return this.db.updateTable('email_deliveries').where('outbox_id', '=', mail.id).where('status', '=', 'sending').where('attempts', '=', mail.attempts);
  }
}
