import type { FollowedAstrologerView, LiveSessionCardView } from '@nakshatra/contracts';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';

export const ASTROLOGER_ID = '00000000-0000-4000-8000-0000000000a1';
export const sessionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A session as get_live_sessions and get_live_session answer it (scheduled unless said). */
export function liveCard(n: number, fields: Partial<LiveSessionCardView> = {}): LiveSessionCardView {
  const startsAt = fields.starts_at ?? '2030-03-01T13:30:00.000Z';
  return {
    id: sessionId(n),
    astrologer_id: ASTROLOGER_ID,
    title: `Session ${n}`,
    topic: 'Career',
    status: 'scheduled',
    starts_at: startsAt,
    start_by: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    started_at: null,
    ended_at: null,
    duration_seconds: 0,
    end: null,
    cancellation: null,
    astrologer: { name: 'Pandit Ravi', img_url: 'https://img.example/ravi.jpg' },
    viewers: 0,
    followers: 3,
    ...fields,
  };
}

export const liveOverview =
  (live: LiveSessionCardView[], scheduled: LiveSessionCardView[]): Responder =>
  () =>
    jsonResponse(200, { status: 200, data: { live, scheduled } });

/** get_my_follows?astrologer_id=: the one follow, or none. */
export const myFollows =
  (following: boolean): Responder =>
  (request) => {
    const astrologerId = request.url.searchParams.get('astrologer_id') ?? ASTROLOGER_ID;
    const follow: FollowedAstrologerView = {
      astrologer_id: astrologerId,
      name: 'Pandit Ravi',
      img_url: null,
      status: 'offline',
      live_session_id: null,
      next_session: null,
      followed_at: '2030-02-01T10:00:00.000Z',
    };
    return jsonResponse(200, { status: 200, data: following ? [follow] : [], meta: { page: 1, limit: 1, total: following ? 1 : 0 } });
  };

/** follow_astrologer / unfollow_astrologer answer where the caller now stands. */
export const followAnswer =
  (following: boolean): Responder =>
  (request) =>
    jsonResponse(200, { status: 200, data: { astrologer_id: request.url.pathname.split('/').pop(), following }, position: '9' });
