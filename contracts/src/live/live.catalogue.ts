import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, put } from '../routes/route-builders.js';
import { createLiveSessionSchema, emptyLiveBody, endLiveSessionSchema, liveSessionAdminQuery, liveSessionsQuery, myFollowsQuery, myLiveSessionsQuery } from './live-schemas.js';
import { followedAstrologerView, followView, liveSessionCardView, liveSessionRecordView, liveSessionsOverviewView, liveSessionView } from './live-views.js';

const session = one(liveSessionView);

/** Going live takes the astrologer's consultation lock (docs/live.md), so it can refuse as that lock does. */
const GOING_LIVE = ['astrologer.not_approved', 'astrologer.profile_deactivated', 'live.in_consultation', 'live.already_live', 'live.media_unavailable'] as const;

/** Live sessions and follows (docs/live.md): astrologers schedule, go live and end; everyone sees who is live; customers follow. */
export const liveCatalogue = [
  post('live_session', 'create_live_session', 'astrologer', 'An approved astrologer schedules a live session (title, topic, starts_at within 30 days) or goes live now (now: true)', {
    body: createLiveSessionSchema,
    response: session,
    refusals: ['astrologer.not_applied', ...GOING_LIVE],
  }),
  put('live_session', 'start_live_session', 'astrologer', 'The astrologer starts their scheduled session (up to 30 minutes after its time); followers are notified', {
    body: emptyLiveBody,
    response: session,
    refusals: ['live.not_found', 'live.astrologer_only', 'live.missed', 'live.ended', 'live.cancelled', ...GOING_LIVE],
  }),
  put('live_session', 'end_live_session', 'astrologer', 'The astrologer of the session, or an admin, ends a live session (with a reason, optionally)', {
    body: endLiveSessionSchema,
    response: session,
    refusals: ['live.not_found', 'live.astrologer_only', 'live.not_started', 'live.cancelled'],
  }),
  del('live_session', 'delete_live_session', 'astrologer', 'The astrologer of the session, or an admin, cancels a session that has not started', {
    response: session,
    refusals: ['live.not_found', 'live.astrologer_only', 'live.on_air', 'live.ended'],
  }),
  get('live_session', 'get_live_sessions', 'public', 'Who is live now (title, viewers, astrologer) and who is scheduled next; for one astrologer with astrologer_id', {
    query: liveSessionsQuery,
    response: one(liveSessionsOverviewView),
  }),
  getOne('live_session', 'get_live_session', 'public', 'One live session, whatever its status', { response: one(liveSessionCardView), refusals: ['live.not_found'] }),
  get('live_session', 'get_my_live_sessions', 'astrologer', "The astrologer's own live sessions, newest start first (paged)", { query: myLiveSessionsQuery, response: paged(liveSessionCardView) }),
  get('live_session', 'get_live_session_admin', 'admin', 'Every live session, newest start first: status, astrologer_id (paged)', { query: liveSessionAdminQuery, response: paged(liveSessionRecordView) }),
  put('follow', 'follow_astrologer', 'customer', 'Follow an astrologer ("notify me"): you are told when they go live', {
    body: emptyLiveBody,
    response: one(followView),
    refusals: ['astrologer.not_found', 'live.follow_yourself', 'live.too_many_follows', 'request.too_often'],
  }),
  del('follow', 'unfollow_astrologer', 'customer', 'Stop following an astrologer', { response: one(followView), refusals: ['astrologer.not_found', 'request.too_often'] }),
  get('follow', 'get_my_follows', 'customer', 'The astrologers you follow, latest first, with whether they are live now and when next (paged)', { query: myFollowsQuery, response: paged(followedAstrologerView) }),
] as const;
