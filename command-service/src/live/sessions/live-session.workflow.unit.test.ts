import { describe, expect, it } from 'vitest';
import { given, recorded } from '../../workflows/testing/given-workflow.js';
import { liveSessionWorkflow } from './live-session.workflow.js';

const GRACE_MS = 60_000;
const workflow = liveSessionWorkflow(GRACE_MS);
const SESSION = 's-1';
const ASTROLOGER = 'a-1';
const t0 = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

const scheduled = (startsAt = at(60)) =>
  recorded(`live-${SESSION}`, 'LiveSessionScheduled', { sessionId: SESSION, astrologerId: ASTROLOGER, astrologerUserId: 'u-1', title: 'Sunday tarot', topic: 'Career', startsAt, scheduledAt: at(0) }, at(0));
const locked = (minute: number, lock = `live-${SESSION}`) => recorded(`astrologer-${ASTROLOGER}`, 'AstrologerSessionStarted', { sessionId: lock }, at(minute));
const unlocked = (minute: number) => recorded(`astrologer-${ASTROLOGER}`, 'AstrologerSessionEnded', { sessionId: `live-${SESSION}` }, at(minute));
const started = (minute: number) => recorded(`live-${SESSION}`, 'LiveSessionStarted', { startedAt: at(minute) }, at(minute));
const ended = (minute: number) => recorded(`live-${SESSION}`, 'LiveSessionEnded', { by: 'astrologer', reason: null, endedAt: at(minute), durationSeconds: 60 }, at(minute));
const cancelled = (minute: number) => recorded(`live-${SESSION}`, 'LiveSessionCancelled', { by: 'system', reason: 'not_started', cancelledAt: at(minute) }, at(minute));

const release = { type: 'ReleaseLiveLock', sessionId: SESSION, astrologerId: ASTROLOGER };

describe('live session workflow', () => {
  it('asks nothing of a session just on air and holding its astrologer, nor of one waiting for its time', () => {
    expect(given(workflow, [scheduled(), locked(60), started(60)]).when(SESSION, at(60.99))).toBeUndefined();
    expect(given(workflow, [scheduled()]).when(SESSION, at(89))).toBeUndefined();
  });

  it('frees the astrologer at once from a session that ended or was cancelled with the lock still held (a crash before the release)', () => {
    expect(given(workflow, [scheduled(), locked(60), started(60), ended(70)]).when(SESSION, at(70))).toEqual(release);
    expect(given(workflow, [scheduled(), locked(60), cancelled(61)]).when(SESSION, at(61))).toEqual(release);
  });

  it('gives back a lock taken for a start that never went on air, once the grace has passed (a crash before LiveSessionStarted)', () => {
    const halfStarted = given(workflow, [scheduled(), locked(60)]);
    expect(halfStarted.when(SESSION, new Date(t0 + 60 * 60_000 + GRACE_MS - 1).toISOString())).toBeUndefined();
    expect(halfStarted.when(SESSION, new Date(t0 + 60 * 60_000 + GRACE_MS).toISOString())).toEqual(release);
  });

  it('cancels a session not started within 30 minutes of its time', () => {
    expect(given(workflow, [scheduled()]).when(SESSION, at(90))).toBeUndefined();
    expect(given(workflow, [scheduled()]).when(SESSION, at(90.01))).toEqual({ type: 'CancelMissedLiveSession', sessionId: SESSION });
    // Its lock given back first, then cancelled.
    expect(given(workflow, [scheduled(), locked(60), unlocked(61)]).when(SESSION, at(91))).toEqual({ type: 'CancelMissedLiveSession', sessionId: SESSION });
  });

  it('asks on every tick, from a minute on air, whether the broadcaster is still there (presence decides, in the step)', () => {
    const check = { type: 'EndLiveSessionIfBroadcasterGone', sessionId: SESSION, startedAt: at(60) };
    expect(given(workflow, [scheduled(), locked(60), started(60)]).when(SESSION, at(61))).toEqual(check);
    expect(given(workflow, [scheduled(), locked(60), started(60)]).when(SESSION, at(239))).toEqual(check);
  });

  it('ends a session on air for three hours', () => {
    expect(given(workflow, [scheduled(), locked(60), started(60)]).when(SESSION, at(240))).toEqual({ type: 'EndOverlongLiveSession', sessionId: SESSION });
  });

  it('is done with a session over whose lock is free, and minds no consultation’s lock', () => {
    expect(given(workflow, [scheduled(), locked(60), started(60), ended(70), unlocked(70)]).done(SESSION)).toBe(true);
    expect(given(workflow, [scheduled(), cancelled(91)]).done(SESSION)).toBe(true);
    expect(given(workflow, [scheduled(), locked(60), started(60), ended(70)]).done(SESSION)).toBe(false);
    expect(given(workflow, [locked(5, 'chat-session-uuid'), recorded(`astrologer-${ASTROLOGER}`, 'AstrologerEarned', {}, at(6))]).keys()).toEqual([]);
  });
});
