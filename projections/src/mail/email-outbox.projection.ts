import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import { isUserErasure, userErasure } from '../users/erasure.js';
import type { MailKind } from './mail-kind.js';
import { mailKinds } from './mail-kinds.js';
import type { MailLanguage, MailTexts } from './mail-texts.js';

export interface EmailOutboxRow {
  readonly id: string;
  /** The MailKind's `kind`. */
  readonly kind: string;
  /** An address, `support`, or `user:<id>` (mail-kind.ts); the worker resolves the last two. */
  readonly recipient: string;
  /** Subject and body in English, in Hindi and in both (jsonb). */
  readonly texts: MailTexts;
  /** The language the event settled; null: the recipient user's own, looked up when sending. */
  readonly language: MailLanguage | null;
  /** Whose mail it is: their erasure drops it. */
  readonly user_id: string | null;
  readonly reply_to: string | null;
  readonly created_at: Date | string;
}

const kindOfEvent = new Map<string, MailKind>(mailKinds.map((kind) => [kind.event, kind]));

/**
 * The e-mails the product owes: one row per event that asks for one (mail-kinds.ts), keyed by
 * that event's id. The mail worker sends them (worker/mail-worker.ts). Erasing a user drops their
 * mails, sent or not: what was owed to or about them is owed no more, and the copy of what went
 * goes too (docs/users.md).
 */
export const emailOutboxProjection: DocumentProjection<EmailOutboxRow> = {
  name: 'email_outbox',
  table: 'email_outbox',
  handles: (event) => kindOfEvent.has(event.type),
  keyOf: (event) => event.id,
  perUser: userErasure('user_id'),
  evolve(row, event: RecordedEvent) {
    if (isUserErasure(event)) return null;
    const kind = kindOfEvent.get(event.type)!;
    const mail = kind.compose(event);
    return {
      id: event.id,
      kind: kind.kind,
      recipient: mail.recipient,
      texts: mail.texts,
      language: mail.language ?? null,
      user_id: mail.userId ?? null,
      reply_to: mail.replyTo ?? null,
      created_at: event.metadata.occurredAt,
    };
  },
  toStored: (row) => ({ ...row, texts: JSON.stringify(row.texts) }),
};
