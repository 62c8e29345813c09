import type { RecordedEvent } from '@nakshatra/event-store';
import type { DocumentProjection } from '../runtime/projection.js';
import type { MailKind } from './mail-kind.js';
import { mailKinds } from './mail-kinds.js';

export interface EmailOutboxRow {
  readonly id: string;
  /** The MailKind's `kind`. */
  readonly kind: string;
  /** An address, `support`, or `user:<id>` (mail-kind.ts); the worker resolves the last two. */
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly reply_to: string | null;
  readonly created_at: Date | string;
}

const kindOfEvent = new Map<string, MailKind>(mailKinds.map((kind) => [kind.event, kind]));

/**
 * The e-mails the product owes: one row per event that asks for one (mail-kinds.ts), keyed by
 * that event's id. The mail worker sends them (worker/mail-worker.ts).
 */
export const emailOutboxProjection: DocumentProjection<EmailOutboxRow> = {
  name: 'email_outbox',
  table: 'email_outbox',
  handles: (event) => kindOfEvent.has(event.type),
  keyOf: (event) => event.id,
  evolve(_row, event: RecordedEvent) {
    const kind = kindOfEvent.get(event.type)!;
    const mail = kind.compose(event);
    return { id: event.id, kind: kind.kind, recipient: mail.recipient, subject: mail.subject, body: mail.body, reply_to: mail.replyTo ?? null, created_at: event.metadata.occurredAt };
  },
};
