import { createLogger } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import type { NotificationMessage, Notifier } from '../../notifications/notifier.js';
import { commandMetadata } from '../../shared/command-metadata.js';
import { FollowersIndex } from './followers-index.js';
import { LiveFollowerNotifier, liveStartedNotification } from './live-notifications.js';
import { recorded } from '../../workflows/testing/given-workflow.js';

const cause = commandMetadata({ id: 'u-astrologer', role: 'astrologer' }, 'live-test');
const session = { sessionId: 's-1', astrologerId: 'a-1', title: 'Sunday tarot', topic: 'Career' };

describe('telling followers', () => {
  it('says who is live, what about, and where to watch', () => {
    expect(liveStartedNotification(session, 'Tarot Reader Ananya')).toEqual({
      kind: 'live_started',
      title: 'Tarot Reader Ananya is live now',
      body: 'Sunday tarot (Career). Join the live session.',
      link: '/live/s-1',
      data: { astrologer_name: 'Tarot Reader Ananya', title: 'Sunday tarot', topic: 'Career', session_id: 's-1', astrologer_id: 'a-1' },
    });
  });

  it('tells every follower, in the background; one that fails is logged and the others are still told', async () => {
    const told: string[] = [];
    const notifier: Notifier = {
      notify: async (userId: string, message: NotificationMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (userId === 'u-3') throw new Error('inbox down');
        told.push(`${userId}:${message.kind}`);
      },
    };
    const announcer = new LiveFollowerNotifier(notifier, createLogger('live-test', 'silent'));
    const followers = Array.from({ length: 20 }, (_, index) => `u-${index}`);
    announcer.notify(Promise.resolve({ followers, message: liveStartedNotification(session, 'Ananya') }), cause);
    expect(told).toEqual([]);
    await announcer.settled();
    expect(told.sort()).toEqual(followers.filter((userId) => userId !== 'u-3').map((userId) => `${userId}:live_started`).sort());
  });

  it('knows who follows whom from the follows streams', () => {
    const index = new FollowersIndex();
    const follow = (userId: string, type: string, astrologerId: string) => index.apply(recorded(`follows-${userId}`, type, { astrologerId, followedAt: 'x', unfollowedAt: 'x' }, '2026-11-23T10:00:00Z'));
    follow('u-1', 'AstrologerFollowed', 'a-1');
    follow('u-2', 'AstrologerFollowed', 'a-1');
    follow('u-2', 'AstrologerFollowed', 'a-2');
    follow('u-1', 'AstrologerUnfollowed', 'a-1');
    index.apply(recorded('live-s-1', 'LiveSessionStarted', { startedAt: 'x' }, '2026-11-23T10:00:00Z'));
    expect(index.followersOf('a-1')).toEqual(['u-2']);
    expect(index.followersOf('a-2')).toEqual(['u-2']);
    expect(index.followersOf('a-3')).toEqual([]);
  });

  it('says when it has read up to a position: at once when it has, when the event comes, or at the bound', async () => {
    const index = new FollowersIndex();
    const at = (commit: bigint) => ({ ...recorded('live-s-1', 'LiveSessionStarted', { startedAt: 'x' }, '2026-11-23T10:00:00Z'), position: { commit, prepare: commit } });
    const state = (waiting: Promise<void>) => Promise.race([waiting.then(() => 'done'), new Promise((resolve) => setImmediate(() => resolve('waiting')))]);
    const second = index.caughtUpTo({ commit: 2n, prepare: 2n }, 60_000);
    index.apply(at(1n));
    expect(await state(second)).toBe('waiting');
    index.apply(at(3n));
    expect(await state(second)).toBe('done');
    expect(await state(index.caughtUpTo({ commit: 3n, prepare: 3n }, 60_000))).toBe('done');
    const started = performance.now();
    await index.caughtUpTo({ commit: 9n, prepare: 9n }, 20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
  });
});
