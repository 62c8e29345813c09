import type { DevMail } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Kysely } from 'kysely';

/** The only code that reads the development mailbox: the outbox's mail the worker delivered to it (docs/mail.md). */
export class DevMailboxRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  async latest(limit: number): Promise<DevMail[]> {
    const rows = await this.db
      .selectFrom('email_deliveries as d')
      .innerJoin('email_outbox as o', 'o.id', 'd.outbox_id')
      .select(['o.id', 'o.kind', 'd.sent_to', 'd.language', 'o.reply_to', 'o.texts', 'd.sent_at'])
      .where('d.transport', '=', 'dev-mailbox')
      .where('d.status', '=', 'sent')
      .orderBy('d.sent_at', 'desc')
      .orderBy('o.id')
      .limit(limit)
      .execute();
    return rows.map((row) => {
      // The mail as it went: in the language the worker chose (English for a row from before languages).
      const { subject, body } = (row.language && row.texts[row.language]) || row.texts.en;
      return { id: row.id, kind: row.kind, to: row.sent_to ?? '', reply_to: row.reply_to, subject, body, sent_at: (row.sent_at ?? new Date(0)).toISOString() };
    });
  }
}
