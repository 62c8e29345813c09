import { randomUUID } from 'node:crypto';
import { astrologerStreamName, type Actor, type AstrologerApplied, type AstrologerEventDataByType, type AstrologerEventType } from '@nakshatra/contracts';
import type { NewEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { astrologerLogsProjection } from './astrologer-logs.projection.js';
import { astrologersProjection } from './astrologers.projection.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const admin: Actor = { id: randomUUID(), role: 'admin' };

/** One astrologer's stream, written minute by minute. */
class AstrologerStream {
  readonly id = randomUUID();
  readonly userId = randomUUID();
  readonly log = new InMemoryLog();
  private minute = 0;
  readonly applicant: Actor = { id: this.userId, role: 'customer' };

  append<Type extends AstrologerEventType>(type: Type, data: AstrologerEventDataByType[Type], actor: Actor = admin): this {
    this.minute += 1;
    const event: NewEvent = { id: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor, occurredAt: at(this.minute), schemaVersion: 1 } };
    this.log.append(astrologerStreamName(this.id), [event]);
    return this;
  }

  application(overrides: Partial<AstrologerApplied['profile']> = {}): AstrologerApplied {
    return {
      astrologerId: this.id,
      userId: this.userId,
      phone: '9876543210',
      countryCode: '+91',
      profile: {
        name: 'Acharya Meera',
        email: 'meera@example.com',
        gender: 'female',
        dateOfBirth: '1980-02-29',
        languages: ['tamil', 'english'],
        skills: ['tarot'],
        experienceYears: 12,
        pricePerMin: 30_00,
        bio: 'Tarot and numerology for twelve years.',
        imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
        ...overrides,
      },
      idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.png',
    };
  }

  row() {
    return foldProjection(astrologersProjection, this.log.events).get(this.id);
  }
}

describe('astrologers projection', () => {
  it('follows an application through approval, the online switch and a consultation', () => {
    const astrologer = new AstrologerStream();
    astrologer.append('AstrologerApplied', astrologer.application(), astrologer.applicant);
    expect(astrologer.row()).toEqual({
      id: astrologer.id,
      user_id: astrologer.userId,
      name: 'Acharya Meera',
      phone: '9876543210',
      country_code: '+91',
      email: 'meera@example.com',
      gender: 'female',
      date_of_birth: '1980-02-29',
      languages: ['tamil', 'english'],
      skills: ['tarot'],
      experience_years: 12,
      price_per_min: 30_00,
      // An application from before calls: no call price, so no calls.
      call_price_per_min: null,
      bio: 'Tarot and numerology for twelve years.',
      img_url: '/uploads/0123456789abcdef0123456789abcdef.png',
      id_document_url: '/uploads/fedcba9876543210fedcba9876543210.png',
      application_status: 'pending',
      active: true,
      availability: 'offline',
      takes_calls: true,
      session_id: null,
      live_status: 'offline',
      last_online_at: null,
      rejection_reason_id: null,
      rejection_reason: null,
      rating: 0,
      rating_sum: 0,
      rating_count: 0,
      orders_count: 0,
      applied_at: at(1),
      reviewed_at: null,
      approved_at: null,
      deactivated_at: null,
      created_at: at(1),
      updated_at: at(1),
    });

    astrologer
      .append('AstrologerProfileChanged', { changes: { pricePerMin: 35_00, skills: ['tarot', 'numerology'] } })
      .append('AstrologerApproved', { userId: astrologer.userId })
      .append('AstrologerAvailabilityChanged', { availability: 'online' }, astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ price_per_min: 35_00, skills: ['tarot', 'numerology'], application_status: 'approved', reviewed_at: at(3), approved_at: at(3), live_status: 'online' });

    astrologer.append('AstrologerSessionStarted', { sessionId: 'chat-1' }, { id: 'system', role: 'system' });
    expect(astrologer.row()).toMatchObject({ availability: 'online', session_id: 'chat-1', live_status: 'busy', orders_count: 0 });
    astrologer.append('AstrologerSessionEnded', { sessionId: 'chat-1' }, { id: 'system', role: 'system' });
    expect(astrologer.row()).toMatchObject({ session_id: null, live_status: 'online', orders_count: 1 });

    // The "take calls" switch changes no live status: the talk list reads it beside the status.
    astrologer.append('AstrologerCallsSwitched', { takesCalls: false }, astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ takes_calls: false, live_status: 'online' });
  });

  it('keeps when the astrologer was last online: the moment online or busy turned offline', () => {
    const astrologer = new AstrologerStream();
    const online = { availability: 'online' } as const;
    const offline = { availability: 'offline' } as const;
    astrologer.append('AstrologerApplied', astrologer.application(), astrologer.applicant).append('AstrologerApproved', { userId: astrologer.userId });
    expect(astrologer.row()).toMatchObject({ live_status: 'offline', last_online_at: null });

    astrologer.append('AstrologerAvailabilityChanged', online, astrologer.applicant).append('AstrologerAvailabilityChanged', offline, astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ live_status: 'offline', last_online_at: at(4) });
    // Going online keeps the last time until the astrologer leaves again (the lists show it only while offline).
    astrologer.append('AstrologerAvailabilityChanged', online, astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ live_status: 'online', last_online_at: at(4) });

    // Switching off mid-consultation: still busy, so online until the consultation ends.
    const system = { id: 'system', role: 'system' } as const;
    astrologer.append('AstrologerSessionStarted', { sessionId: 'chat-1' }, system).append('AstrologerAvailabilityChanged', offline, astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ live_status: 'busy', last_online_at: at(4) });
    astrologer.append('AstrologerSessionEnded', { sessionId: 'chat-1' }, system);
    expect(astrologer.row()).toMatchObject({ live_status: 'offline', last_online_at: at(8) });

    astrologer.append('AstrologerAvailabilityChanged', online, astrologer.applicant).append('AstrologerDeactivated', {});
    expect(astrologer.row()).toMatchObject({ live_status: 'offline', last_online_at: at(10) });
    // Deactivating an offline astrologer is not a time they were online.
    astrologer.append('AstrologerReactivated', {}).append('AstrologerDeactivated', {});
    expect(astrologer.row()).toMatchObject({ last_online_at: at(10) });
  });

  it('keeps a rejection’s reason, and starts the review over in the same row when the applicant applies again', () => {
    const astrologer = new AstrologerStream();
    astrologer.append('AstrologerApplied', astrologer.application(), astrologer.applicant).append('AstrologerRejected', { reasonId: null, reason: 'Photo is not of a face' });
    expect(astrologer.row()).toMatchObject({ application_status: 'rejected', rejection_reason: 'Photo is not of a face', reviewed_at: at(2) });

    astrologer.append('AstrologerApplied', astrologer.application({ imgUrl: '/uploads/11111111111111111111111111111111.jpg' }), astrologer.applicant);
    expect(astrologer.row()).toMatchObject({ application_status: 'pending', rejection_reason: null, reviewed_at: null, applied_at: at(3), created_at: at(1), img_url: '/uploads/11111111111111111111111111111111.jpg' });
  });

  it('takes a deactivated astrologer offline and out of the lists, and back when reactivated', () => {
    const astrologer = new AstrologerStream();
    astrologer
      .append('AstrologerApplied', astrologer.application(), astrologer.applicant)
      .append('AstrologerApproved', { userId: astrologer.userId })
      .append('AstrologerAvailabilityChanged', { availability: 'online' }, astrologer.applicant)
      .append('AstrologerDeactivated', {});
    expect(astrologer.row()).toMatchObject({ active: false, availability: 'offline', live_status: 'offline', deactivated_at: at(4) });
    astrologer.append('AstrologerReactivated', {});
    expect(astrologer.row()).toMatchObject({ active: true, deactivated_at: null, application_status: 'approved', live_status: 'offline' });
  });

  it('folds on from a stored row whose bigint price pg answers as a string', () => {
    const astrologer = new AstrologerStream();
    astrologer.append('AstrologerApplied', astrologer.application(), astrologer.applicant);
    expect(astrologersProjection.fromStored!({ ...astrologer.row(), price_per_min: '3000' }).price_per_min).toBe(3000);
    expect(astrologersProjection.fromStored!({ ...astrologer.row(), call_price_per_min: '4000' }).call_price_per_min).toBe(4000);
  });
});

describe('astrologer logs projection', () => {
  it('writes one entry per event, with what an admin needs to read it and who did it', () => {
    const astrologer = new AstrologerStream();
    astrologer
      .append('AstrologerApplied', astrologer.application(), astrologer.applicant)
      .append('AstrologerRejected', { reasonId: null, reason: 'Blurry ID' })
      .append('AstrologerApplied', astrologer.application(), astrologer.applicant)
      .append('AstrologerProfileChanged', { changes: { pricePerMin: 40_00 } })
      .append('AstrologerApproved', { userId: astrologer.userId })
      .append('AstrologerAvailabilityChanged', { availability: 'online' }, { id: astrologer.userId, role: 'astrologer' })
      .append('AstrologerSessionStarted', { sessionId: 'chat-9' }, { id: 'system', role: 'system' });
    const entries = [...foldProjection(astrologerLogsProjection, astrologer.log.events).values()];
    expect(entries.map(({ revision, kind, detail, actor_role }) => ({ revision, kind, detail, actor_role }))).toEqual([
      { revision: 0, kind: 'applied', detail: {}, actor_role: 'customer' },
      { revision: 1, kind: 'rejected', detail: { reason_id: null, reason: 'Blurry ID' }, actor_role: 'admin' },
      { revision: 2, kind: 'applied', detail: {}, actor_role: 'customer' },
      { revision: 3, kind: 'profile_changed', detail: { price_per_min: 40_00 }, actor_role: 'admin' },
      { revision: 4, kind: 'approved', detail: {}, actor_role: 'admin' },
      { revision: 5, kind: 'online', detail: {}, actor_role: 'astrologer' },
      { revision: 6, kind: 'session_started', detail: { session_id: 'chat-9' }, actor_role: 'system' },
    ]);
    expect(entries[0]).toMatchObject({ astrologer_id: astrologer.id, actor_id: astrologer.userId, occurred_at: at(1) });
  });

  it('ignores events of the account link stream, which is not an astrologer stream', () => {
    const log = new InMemoryLog();
    log.append('astrologer.user-someone', [
      { id: randomUUID(), type: 'AstrologerAccountLinked', data: { userId: 'u', astrologerId: 'a' }, metadata: { correlationId: 'c', causationId: 'c', actor: admin, occurredAt: at(1), schemaVersion: 1 } },
    ]);
    expect(foldProjection(astrologerLogsProjection, log.events).size).toBe(0);
    expect(foldProjection(astrologersProjection, log.events).size).toBe(0);
  });
});
