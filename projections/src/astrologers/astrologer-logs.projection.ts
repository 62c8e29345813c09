import { profileChangesView, type AstrologerEvent, type AstrologerLogKind } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { asAstrologerEvent, astrologerIdOf, isAstrologerEvent } from './astrologer-stream.js';

export interface AstrologerLogRow {
  /** The event id. */
  readonly id: string;
  readonly astrologer_id: string;
  readonly revision: number;
  readonly kind: AstrologerLogKind;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly actor_id: string;
  readonly actor_role: string;
  readonly occurred_at: Date | string;
}

function entryOf(event: AstrologerEvent): { kind: AstrologerLogKind; detail: Readonly<Record<string, unknown>> } {
  switch (event.type) {
    case 'AstrologerApplied':
      return { kind: 'applied', detail: {} };
    case 'AstrologerProfileChanged':
      return { kind: 'profile_changed', detail: profileChangesView(event.data.changes) };
    case 'AstrologerApproved':
      return { kind: 'approved', detail: {} };
    case 'AstrologerRejected':
      return { kind: 'rejected', detail: { reason_id: event.data.reasonId, reason: event.data.reason } };
    case 'AstrologerDeactivated':
      return { kind: 'deactivated', detail: {} };
    case 'AstrologerReactivated':
      return { kind: 'reactivated', detail: {} };
    case 'AstrologerAvailabilityChanged':
      return { kind: event.data.availability, detail: {} };
    case 'AstrologerCallsSwitched':
      return { kind: event.data.takesCalls ? 'calls_on' : 'calls_off', detail: {} };
    case 'AstrologerSessionStarted':
      return { kind: 'session_started', detail: { session_id: event.data.sessionId } };
    case 'AstrologerSessionEnded':
      return { kind: 'session_ended', detail: { session_id: event.data.sessionId } };
  }
}

/**
 * An astrologer's timeline for admins (get_astrologer_logss): every event of the astrologer's
 * stream — application, review, online/offline, consultations — with who did it and when.
 */
export const astrologerLogsProjection: DocumentProjection<AstrologerLogRow> = {
  name: 'astrologer_logs',
  table: 'astrologer_logs',
  handles: isAstrologerEvent,
  keyOf: (event) => event.id,
  evolve: (_row, event) => ({
    id: event.id,
    astrologer_id: astrologerIdOf(event),
    revision: Number(event.revision),
    ...entryOf(asAstrologerEvent(event)),
    actor_id: event.metadata.actor.id,
    actor_role: event.metadata.actor.role,
    occurred_at: event.metadata.occurredAt,
  }),
  toStored: (row) => ({ ...row, detail: JSON.stringify(row.detail) }),
};
