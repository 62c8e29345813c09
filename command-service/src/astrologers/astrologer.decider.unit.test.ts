import type { AstrologerApplied, AstrologerEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { astrologerAccountDecider } from './astrologer-account.decider.js';
import { astrologerDecider, standingOf, type AstrologerCommand } from './astrologer.decider.js';

const given = givenWhen(astrologerDecider);

const astrologerId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-5222-8222-222222222222';
const application: AstrologerApplied = {
  astrologerId,
  userId,
  phone: '9876543210',
  countryCode: '+91',
  profile: {
    name: 'Pandit Ravi Shastri',
    email: 'ravi@example.com',
    gender: 'male',
    dateOfBirth: '1975-06-01',
    languages: ['hindi', 'english'],
    skills: ['vedic', 'kp'],
    experienceYears: 20,
    pricePerMin: 25_00,
    bio: 'Twenty years of Vedic and KP astrology.',
    imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
  },
  idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.jpg',
};

const apply: AstrologerCommand = { type: 'Apply', application };
const applied: AstrologerEvent = { type: 'AstrologerApplied', data: application };
const approve: AstrologerCommand = { type: 'Review', changes: {}, action: { type: 'approve' } };
const approved: AstrologerEvent = { type: 'AstrologerApproved', data: { userId } };
const reject: AstrologerCommand = { type: 'Review', changes: {}, action: { type: 'reject', reasonId: null, reason: 'ID document unreadable' } };
const rejected: AstrologerEvent = { type: 'AstrologerRejected', data: { reasonId: null, reason: 'ID document unreadable' } };
const deactivated: AstrologerEvent = { type: 'AstrologerDeactivated', data: {} };
const reactivate: AstrologerCommand = { type: 'Review', changes: {}, action: { type: 'reactivate' } };
const online: AstrologerEvent = { type: 'AstrologerAvailabilityChanged', data: { availability: 'online' } };
const offline: AstrologerEvent = { type: 'AstrologerAvailabilityChanged', data: { availability: 'offline' } };
const goOnline: AstrologerCommand = { type: 'SetAvailability', availability: 'online' };
const started = (sessionId: string): AstrologerEvent => ({ type: 'AstrologerSessionStarted', data: { sessionId } });
const ended = (sessionId: string): AstrologerEvent => ({ type: 'AstrologerSessionEnded', data: { sessionId } });

const stateOf = (events: AstrologerEvent[]) => events.reduce(astrologerDecider.evolve, astrologerDecider.initialState());

describe('astrologer decider: applying', () => {
  it('records a first application as pending, offline and active', () => {
    expect(given([]).when(apply)).toEqual([applied]);
    const state = stateOf([applied]);
    expect(state.status === 'absent' ? undefined : standingOf(astrologerId, state)).toEqual({ id: astrologerId, application_status: 'pending', active: true, availability: 'offline', takes_calls: true, status: 'offline' });
  });

  it('keeps one live application per number: refused while pending or approved, open again after a rejection', () => {
    expect(given([applied]).when(apply)).toMatchObject({ status: 409, code: 'astrologer.application_pending' });
    expect(given([applied, approved]).when(apply)).toMatchObject({ status: 409, code: 'astrologer.already_registered' });
    expect(given([applied, rejected]).when(apply)).toEqual([applied]);
    expect(stateOf([applied, rejected, applied]).status).toBe('pending');
  });

  it('refuses a deactivated record, whatever its review said', () => {
    expect(given([applied, rejected, deactivated]).when(apply)).toMatchObject({ status: 409, code: 'astrologer.application_deactivated' });
  });
});

describe('astrologer decider: reviewing', () => {
  it('approves a pending application, naming the account that gets the role, and answers a retry with nothing new', () => {
    expect(given([applied]).when(approve)).toEqual([approved]);
    expect(given([applied, approved]).when(approve)).toEqual([]);
  });

  it('rejects a pending application with the reason, once', () => {
    expect(given([applied]).when(reject)).toEqual([rejected]);
    expect(given([applied, rejected]).when(reject)).toEqual([]);
  });

  it('lets an admin approve a rejection they change their mind about, but never reject an approved astrologer', () => {
    expect(given([applied, rejected]).when(approve)).toEqual([approved]);
    expect(given([applied, approved]).when(reject)).toMatchObject({ status: 409, code: 'astrologer.reject_approved' });
  });

  it('records only the profile fields that change, in the same decision as the action', () => {
    const edit: AstrologerCommand = { type: 'Review', changes: { pricePerMin: 30_00, bio: application.profile.bio, skills: ['vedic', 'kp'] }, action: { type: 'approve' } };
    expect(given([applied]).when(edit)).toEqual([{ type: 'AstrologerProfileChanged', data: { changes: { pricePerMin: 30_00 } } }, approved]);
    expect(given([applied]).when({ type: 'Review', changes: { skills: ['vedic', 'kp'] }, action: undefined })).toEqual([]);
  });

  it('deactivates once, keeps the review, and takes the astrologer offline until reactivated', () => {
    expect(given([applied, approved, online]).when({ type: 'Deactivate' })).toEqual([deactivated]);
    expect(given([applied, approved, deactivated]).when({ type: 'Deactivate' })).toEqual([]);
    expect(given([applied, approved, online, deactivated]).when(approve)).toMatchObject({ status: 409, code: 'astrologer.approve_deactivated' });
    expect(given([applied, approved, online, deactivated]).when(reactivate)).toEqual([{ type: 'AstrologerReactivated', data: {} }]);
    expect(given([applied, approved]).when(reactivate)).toEqual([]);
    const back = stateOf([applied, approved, online, deactivated, { type: 'AstrologerReactivated', data: {} }]);
    expect(back).toMatchObject({ status: 'approved', active: true, availability: 'offline' });
  });

  it('finds nothing to review or deactivate where nobody applied', () => {
    expect(given([]).when(approve)).toMatchObject({ status: 404, code: 'astrologer.not_found' });
    expect(given([]).when({ type: 'Deactivate' })).toMatchObject({ status: 404, code: 'astrologer.not_found' });
  });
});

describe('astrologer decider: availability', () => {
  it('lets an approved, active astrologer go online and offline, recording only real changes', () => {
    expect(given([applied, approved]).when(goOnline)).toEqual([online]);
    expect(given([applied, approved, online]).when(goOnline)).toEqual([]);
    expect(given([applied, approved, online]).when({ type: 'SetAvailability', availability: 'offline' })).toEqual([offline]);
  });

  it('refuses the switch before approval, after a rejection and once deactivated', () => {
    expect(given([applied]).when(goOnline)).toMatchObject({ status: 403, code: 'astrologer.not_approved' });
    expect(given([applied, rejected]).when(goOnline)).toMatchObject({ status: 403, code: 'astrologer.not_approved' });
    expect(given([applied, approved, deactivated]).when(goOnline)).toMatchObject({ status: 403, code: 'astrologer.profile_deactivated' });
    expect(given([]).when(goOnline)).toMatchObject({ status: 404, code: 'astrologer.not_found' });
  });

  it('switches calls off and on apart from online/offline, and both in one request', () => {
    const callsOff: AstrologerEvent = { type: 'AstrologerCallsSwitched', data: { takesCalls: false } };
    expect(given([applied, approved, online]).when({ type: 'SetAvailability', takesCalls: false })).toEqual([callsOff]);
    expect(given([applied, approved, online, callsOff]).when({ type: 'SetAvailability', takesCalls: false })).toEqual([]);
    expect(given([applied, approved, online]).when({ type: 'SetAvailability', takesCalls: true })).toEqual([]);
    expect(given([applied, approved, callsOff]).when({ type: 'SetAvailability', availability: 'online', takesCalls: true })).toEqual([
      online,
      { type: 'AstrologerCallsSwitched', data: { takesCalls: true } },
    ]);
    const state = stateOf([applied, approved, online, callsOff]);
    expect(state.status === 'absent' ? undefined : standingOf(astrologerId, state)).toMatchObject({ availability: 'online', takes_calls: false, status: 'online' });
    expect(given([applied]).when({ type: 'SetAvailability', takesCalls: false })).toMatchObject({ status: 403, code: 'astrologer.not_approved' });
  });
});

describe('astrologer decider: the hook chat sessions use', () => {
  const listedOnline = [applied, approved, online];

  it('makes an online astrologer busy for one session at a time, and a retry of the same session changes nothing', () => {
    expect(given(listedOnline).when({ type: 'StartSession', sessionId: 'chat-1' })).toEqual([started('chat-1')]);
    expect(given([...listedOnline, started('chat-1')]).when({ type: 'StartSession', sessionId: 'chat-1' })).toEqual([]);
    expect(given([...listedOnline, started('chat-1')]).when({ type: 'StartSession', sessionId: 'chat-2' })).toMatchObject({ status: 409, code: 'chat.astrologer_busy' });
    const busy = stateOf([...listedOnline, started('chat-1')]);
    expect(busy.status === 'absent' ? undefined : standingOf(astrologerId, busy).status).toBe('busy');
  });

  it('takes no session while offline, pending or deactivated', () => {
    expect(given([applied, approved]).when({ type: 'StartSession', sessionId: 'chat-1' })).toMatchObject({ status: 409, code: 'chat.astrologer_offline' });
    expect(given([applied]).when({ type: 'StartSession', sessionId: 'chat-1' })).toMatchObject({ status: 409, code: 'chat.astrologer_unavailable' });
    expect(given([...listedOnline, deactivated]).when({ type: 'StartSession', sessionId: 'chat-1' })).toMatchObject({ status: 409, code: 'chat.astrologer_unavailable' });
    // A request that took the lock before the deactivation is not taken up after it (accepting holds the lock first).
    expect(given([...listedOnline, started('chat-1'), deactivated]).when({ type: 'StartSession', sessionId: 'chat-1' })).toMatchObject({ status: 409, code: 'chat.astrologer_unavailable' });
  });

  it('frees the astrologer when their session ends, once, and ignores the end of a session that does not hold them', () => {
    expect(given([...listedOnline, started('chat-1')]).when({ type: 'EndSession', sessionId: 'chat-1' })).toEqual([ended('chat-1')]);
    expect(given([...listedOnline, started('chat-1'), ended('chat-1')]).when({ type: 'EndSession', sessionId: 'chat-1' })).toEqual([]);
    expect(given([...listedOnline, started('chat-1')]).when({ type: 'EndSession', sessionId: 'chat-2' })).toEqual([]);
  });

  it('keeps the astrologer’s own switch through a session: going offline mid-session shows after it ends', () => {
    const events = [...listedOnline, started('chat-1'), offline];
    expect(stateOf(events)).toMatchObject({ availability: 'offline', sessionId: 'chat-1' });
    expect(stateOf([...events, ended('chat-1')])).toMatchObject({ availability: 'offline', sessionId: null });
  });
});

describe('astrologer account link', () => {
  const link = givenWhen(astrologerAccountDecider);
  const linked = { type: 'AstrologerAccountLinked' as const, data: { userId, astrologerId } };

  it('links an account to an astrologer id once; later applications find the same id', () => {
    expect(link([]).when({ type: 'LinkAstrologer', userId, astrologerId })).toEqual([linked]);
    expect(link([linked]).when({ type: 'LinkAstrologer', userId, astrologerId: '33333333-3333-4333-8333-333333333333' })).toEqual([]);
    expect([linked].reduce(astrologerAccountDecider.evolve, astrologerAccountDecider.initialState())).toEqual({ astrologerId });
  });
});
