import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of live sessions and follows (docs/live.md, docs/refusals.md). */
export const liveRefusals = defineRefusals({
  'live.not_found': { status: 404, en: () => 'Live session not found' },
  /** Another astrologer (or an admin, for a start) acting on a session that is not theirs. */
  'live.astrologer_only': { status: 403, en: () => 'Only the astrologer of this live session can do this.' },
  // Going live: the astrologer's one-consultation-at-a-time lock.
  'live.in_consultation': { status: 409, en: () => 'You are in a consultation. End it before you go live.' },
  'live.already_live': { status: 409, en: () => 'You are already live in another session. End it first.' },
  'live.media_unavailable': { status: 503, en: () => 'The live video server is not available right now. Please try again in a minute.' },
  // Where the session stands.
  'live.missed': { status: 409, en: ({ minutes }: { minutes: number }) => `This session was not started within ${minutes} minutes of its time. Please schedule it again.` },
  'live.not_started': { status: 409, en: () => 'This live session has not started; cancel it instead.' },
  'live.on_air': { status: 409, en: () => 'This live session is on air; end it instead.' },
  'live.ended': { status: 409, en: () => 'This live session has ended.' },
  'live.cancelled': { status: 409, en: () => 'This live session was cancelled.' },
  // The live socket (docs/live.md, "Real time").
  'live.login_to_chat': { status: 401, en: () => 'Please log in to chat in a live session.' },
  'live.not_joined': { status: 409, en: () => 'Join the live session first.' },
  'live.broadcaster_only': { status: 403, en: () => 'Only the astrologer on air can do this.' },
  'live.muted': { status: 403, en: () => 'The astrologer has muted your chat for this session.' },
  'live.chat_too_fast': { status: 429, en: ({ limit, seconds }: { limit: number; seconds: number }) => `You can send ${limit} messages every ${seconds} seconds. Please wait a moment.` },
  'live.mute_yourself': { status: 409, en: () => 'You cannot mute yourself.' },
  'live.peer_gone': { status: 409, en: () => 'That viewer has left.' },
  // Gifts (docs/live.md, "Gifts").
  'live.gift_not_found': { status: 404, en: () => 'This gift is not available.' },
  'live.gift_to_yourself': { status: 409, en: () => 'You cannot send a gift to your own live session.' },
  'live.gift_voided': { status: 409, en: () => 'This gift could not be delivered and its money was returned to your wallet. Please send it again.' },
  // Follows.
  'live.follow_yourself': { status: 409, en: () => 'You cannot follow yourself.' },
  'live.too_many_follows': { status: 409, en: ({ maximum }: { maximum: number }) => `You can follow at most ${maximum} astrologers. Unfollow someone first.` },
});
