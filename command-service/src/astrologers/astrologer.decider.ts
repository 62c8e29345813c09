import {
  liveStatusOf,
  type ApplicationStatus,
  type AstrologerApplied,
  type AstrologerAvailability,
  type AstrologerEvent,
  type AstrologerStandingView,
  type EditableProfile,
} from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';

/**
 * One astrologer (`astrologer-<id>`): the application and its review, admin edits, deactivation,
 * and availability. Deactivation is kept apart from the review (`active`), so reactivating returns
 * the record to where its review left it. Busy is the consultation in progress (`sessionId`), kept
 * apart from the astrologer's own switch (`availability`), so a consultation never overwrites it.
 */
export type AstrologerState =
  | { readonly status: 'absent' }
  | {
      readonly status: ApplicationStatus;
      readonly application: AstrologerApplied;
      readonly profile: AstrologerApplied['profile'];
      readonly active: boolean;
      readonly availability: AstrologerAvailability;
      /** The "take calls" switch (on unless switched off); calls also need a call price. */
      readonly takesCalls: boolean;
      readonly sessionId: string | null;
    };

export type ExistingAstrologer = Exclude<AstrologerState, { readonly status: 'absent' }>;

/** What an admin does besides (or instead of) editing the profile. */
export type ReviewAction = { readonly type: 'approve' } | { readonly type: 'reject'; readonly reasonId: string | null; readonly reason: string } | { readonly type: 'reactivate' };

export type AstrologerCommand =
  | { readonly type: 'Apply'; readonly application: AstrologerApplied }
  | { readonly type: 'Review'; readonly changes: Partial<EditableProfile>; readonly action: ReviewAction | undefined }
  | { readonly type: 'Deactivate' }
  /** The astrologer's own switches: online/offline and "take calls"; an absent one stays as it is. */
  | { readonly type: 'SetAvailability'; readonly availability?: AstrologerAvailability; readonly takesCalls?: boolean }
  /** Chat sessions (next phase): claim the astrologer for a consultation, at most one at a time. */
  | { readonly type: 'StartSession'; readonly sessionId: string }
  /** Chat sessions: release the astrologer; a session that does not hold them changes nothing. */
  | { readonly type: 'EndSession'; readonly sessionId: string };

export function existingAstrologer(state: AstrologerState): ExistingAstrologer {
  if (state.status === 'absent') throw refuse('astrologer.not_found');
  return state;
}

/** Where a record stands, as the commands answer it. */
export function standingOf(id: string, state: ExistingAstrologer): AstrologerStandingView {
  return {
    id,
    application_status: state.status,
    active: state.active,
    availability: state.availability,
    takes_calls: state.takesCalls,
    status: liveStatusOf(state.availability, state.sessionId),
  };
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function reviewEvents(state: ExistingAstrologer, action: ReviewAction): AstrologerEvent[] {
  switch (action.type) {
    case 'approve':
      if (!state.active) throw refuse('astrologer.approve_deactivated');
      // Approving again is a retry (a crash may have left the role ungranted): nothing new here.
      return state.status === 'approved' ? [] : [{ type: 'AstrologerApproved', data: { userId: state.application.userId } }];
    case 'reject':
      if (state.status === 'approved') throw refuse('astrologer.reject_approved');
      if (state.status === 'rejected') return [];
      return [{ type: 'AstrologerRejected', data: { reasonId: action.reasonId, reason: action.reason } }];
    case 'reactivate':
      return state.active ? [] : [{ type: 'AstrologerReactivated', data: {} }];
  }
}

export const astrologerDecider: Decider<AstrologerState, AstrologerCommand, AstrologerEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'AstrologerApplied') {
      // A new application (or one after a rejection) starts the review over; deactivation and availability stay.
      const base = state.status === 'absent' ? { active: true, availability: 'offline' as const, takesCalls: true, sessionId: null } : state;
      return { ...base, status: 'pending', application: event.data, profile: event.data.profile };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'AstrologerProfileChanged':
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'AstrologerApproved':
        return { ...state, status: 'approved' };
      case 'AstrologerRejected':
        return { ...state, status: 'rejected' };
      case 'AstrologerDeactivated':
        return { ...state, active: false, availability: 'offline' };
      case 'AstrologerReactivated':
        return { ...state, active: true };
      case 'AstrologerAvailabilityChanged':
        return { ...state, availability: event.data.availability };
      case 'AstrologerCallsSwitched':
        return { ...state, takesCalls: event.data.takesCalls };
      case 'AstrologerSessionStarted':
        return { ...state, sessionId: event.data.sessionId };
      case 'AstrologerSessionEnded':
        return state.sessionId === event.data.sessionId ? { ...state, sessionId: null } : state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'Apply': {
        if (state.status === 'absent' || (state.status === 'rejected' && state.active)) return [{ type: 'AstrologerApplied', data: command.application }];
        if (!state.active) throw refuse('astrologer.application_deactivated');
        if (state.status === 'pending') throw refuse('astrologer.application_pending');
        throw refuse('astrologer.already_registered');
      }
      case 'Review': {
        const existing = existingAstrologer(state);
        const changes = Object.fromEntries(Object.entries(command.changes).filter(([field, value]) => !sameValue(existing.profile[field as keyof EditableProfile], value)));
        const edits: AstrologerEvent[] = Object.keys(changes).length > 0 ? [{ type: 'AstrologerProfileChanged', data: { changes } }] : [];
        return [...edits, ...(command.action ? reviewEvents(existing, command.action) : [])];
      }
      case 'Deactivate': {
        const existing = existingAstrologer(state);
        return existing.active ? [{ type: 'AstrologerDeactivated', data: {} }] : [];
      }
      case 'SetAvailability': {
        const existing = existingAstrologer(state);
        if (!existing.active) throw refuse('astrologer.profile_deactivated');
        if (existing.status !== 'approved') throw refuse('astrologer.not_approved');
        const { availability, takesCalls } = command;
        const events: AstrologerEvent[] = [];
        if (availability !== undefined && availability !== existing.availability) events.push({ type: 'AstrologerAvailabilityChanged', data: { availability } });
        if (takesCalls !== undefined && takesCalls !== existing.takesCalls) events.push({ type: 'AstrologerCallsSwitched', data: { takesCalls } });
        return events;
      }
      case 'StartSession': {
        const existing = existingAstrologer(state);
        // Checked before "held already": a request made before a deactivation must not be accepted after it (ChatSessions.holdLockFor).
        if (existing.status !== 'approved' || !existing.active) throw refuse('chat.astrologer_unavailable');
        if (existing.sessionId === command.sessionId) return [];
        if (existing.sessionId) throw refuse('chat.astrologer_busy');
        if (existing.availability !== 'online') throw refuse('chat.astrologer_offline');
        return [{ type: 'AstrologerSessionStarted', data: { sessionId: command.sessionId } }];
      }
      case 'EndSession': {
        const existing = existingAstrologer(state);
        return existing.sessionId === command.sessionId ? [{ type: 'AstrologerSessionEnded', data: { sessionId: command.sessionId } }] : [];
      }
    }
  },
};
