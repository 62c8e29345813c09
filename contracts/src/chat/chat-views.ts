import { z } from 'zod';
import { birthPlaceView } from '../astrology/astrology-views.js';
import { REFUND_RULE_CODES } from '../refunds/refund-rules.js';
import { isoTime } from '../routes/response-schemas.js';
import { CONSULTATION_CHANNELS, PHONE_CALL_FAILURES, type ChatIntake } from './chat-events.js';

export const CHAT_STATUSES = ['requested', 'active', 'rejected', 'ended'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

const participant = z.enum(['customer', 'astrologer']);
const paise = z.number().int();

export const chatIntakeView = z.strictObject({
  name: z.string(),
  /** YYYY-MM-DD. */
  birth_date: z.string(),
  /** HH:MM, 24 h; null when unknown. */
  birth_time: z.string().nullable(),
  birth_place: z.string(),
  /** The place chosen from the place search (what a chart is cast from); null when only a name was typed. */
  resolved_place: birthPlaceView.nullable(),
});
export type ChatIntakeView = z.infer<typeof chatIntakeView>;

/** The intake of a ChatRequested event as every view shows it (old events have no resolved place). */
export const toChatIntakeView = (intake: ChatIntake): ChatIntakeView => ({
  name: intake.name,
  birth_date: intake.birthDate,
  birth_time: intake.birthTime,
  birth_place: intake.birthPlace,
  resolved_place: intake.resolvedPlace ?? null,
});

/** Why a request was rejected: the astrologer's reason, or the system's (no answer in time, or the astrologer was taken). */
const chatRejection = z.union([
  z.strictObject({ by: z.literal('astrologer'), reason: z.string() }),
  z.strictObject({ by: z.literal('system'), reason: z.enum(['timeout', 'astrologer_busy']) }),
]);

/** What an automatic refund rule returned of an ended consultation (docs/refund-rules.md); null when none did. */
export const ruleRefundView = z.strictObject({ rule: z.enum(REFUND_RULE_CODES), amount: paise });
export type RuleRefundView = z.infer<typeof ruleRefundView>;

const endedAt = { ended_at: isoTime, duration_seconds: z.number().int() };
/** Who ended a session: a participant, or the system (the balance ran out, a side left, a call's connection was lost, its phone call ended). */
const chatEnd = z.union([
  z.strictObject({ by: participant, reason: z.null(), ...endedAt }),
  z.strictObject({ by: z.literal('system'), reason: z.enum(['balance_exhausted', 'timeout', 'connection_lost', 'phone_ended']), ...endedAt }),
]);

/**
 * The latest phone call the bridge placed for a call session (docs/phone-bridge.md): ringing (placed,
 * nothing heard yet), failed before the two were connected (and why), or connected. No number: the
 * astrologer sees this view too.
 */
export const phoneCallView = z.strictObject({
  status: z.enum(['ringing', 'failed', 'connected']),
  failure: z.enum(PHONE_CALL_FAILURES).nullable(),
  placed_at: isoTime,
});
export type PhoneCallView = z.infer<typeof phoneCallView>;

/** A session as the command calls answer it (and the chat screen shows it). */
export const chatSessionView = z.strictObject({
  id: z.uuid(),
  status: z.enum(CHAT_STATUSES),
  /** A chat, or a call (priced by the astrologer's call price). */
  channel: z.enum(CONSULTATION_CHANNELS),
  /** The customer's own id, to the customer only; null to the astrologer (a user id derives from a phone number). */
  customer_id: z.uuid().nullable(),
  astrologer_id: z.uuid(),
  price_per_min: paise,
  free_minutes: z.number().int(),
  requested_at: isoTime,
  /** Until when the astrologer may accept. */
  answer_by: isoTime,
  accepted_at: isoTime.nullable(),
  /** A call: when both sides' media connected, which its billed minutes count from; null until then, and for a chat. */
  connected_at: isoTime.nullable(),
  minutes_billed: z.number().int(),
  total_billed: paise,
  /** The last billed minute left the balance at LOW_BALANCE_MINUTES minutes or fewer. */
  low_balance: z.boolean(),
  rejection: chatRejection.nullable(),
  /** What the customer told the astrologer. */
  intake: chatIntakeView,
  message_count: z.number().int(),
  /** The last message each side has read (read receipts), null before the first. */
  read: z.strictObject({ customer: z.uuid().nullable(), astrologer: z.uuid().nullable() }),
  end: chatEnd.nullable(),
  /** A call whose customer may ask to be rung on their own phone (create_phone_call): the server's phone bridge is on. False for chats. */
  phone_bridge: z.boolean(),
  /** The latest phone call placed for this call; null when none was. */
  phone_call: phoneCallView.nullable(),
  /** Money an automatic refund rule gave back after the end (the summary shows it); null when none did. */
  rule_refund: ruleRefundView.nullable(),
});
export type ChatSessionView = z.infer<typeof chatSessionView>;

/** create_phone_call/{id}: the session, and the number the provider rings first (the customer's own). */
export const phoneCallPlacedView = z.strictObject({ session: chatSessionView, phone: z.string() });
export type PhoneCallPlacedView = z.infer<typeof phoneCallPlacedView>;

/** phone_call_status: what a status callback did (connected, failed, ended, ignored …), for the provider's logs. */
export const phoneCallStatusOutcomeView = z.strictObject({ outcome: z.string() });

export const chatMessageView = z.strictObject({
  id: z.uuid(),
  session_id: z.uuid(),
  from: participant,
  text: z.string(),
  sent_at: isoTime,
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

/** create_message: the new message's id and the session after it. */
export const chatMessageSentView = z.strictObject({ id: z.uuid(), session: chatSessionView });
export type ChatMessageSentView = z.infer<typeof chatMessageSentView>;

/** A session as admins list it (get_chat_session and friends): the read model's row. */
export const chatSessionRecordView = z.strictObject({
  id: z.uuid(),
  status: z.enum(CHAT_STATUSES),
  channel: z.enum(CONSULTATION_CHANNELS),
  customer_id: z.uuid(),
  astrologer_id: z.uuid(),
  price_per_min: paise,
  free_minutes: z.number().int(),
  intake: chatIntakeView,
  requested_at: isoTime,
  accepted_at: isoTime.nullable(),
  rejection: z.strictObject({ by: z.string(), reason: z.string(), rejected_at: isoTime }).nullable(),
  end: z.strictObject({ by: z.string(), reason: z.string().nullable(), ended_at: isoTime, duration_seconds: z.number().int() }).nullable(),
  minutes_billed: z.number().int(),
  total_billed: paise,
  astrologer_earning: paise,
  commission: paise,
  message_count: z.number().int(),
});
export type ChatSessionRecordView = z.infer<typeof chatSessionRecordView>;

/** One of your own consultations (get_my_chat_sessions): as the customer, or as the astrologer. */
export const myChatSessionView = z.strictObject({
  id: z.uuid(),
  status: z.enum(CHAT_STATUSES),
  channel: z.enum(CONSULTATION_CHANNELS),
  /** Which side you were. */
  role: participant,
  astrologer_id: z.uuid(),
  astrologer_name: z.string(),
  astrologer_img_url: z.string().nullable(),
  /** The name the customer gave in the intake. */
  customer_name: z.string(),
  price_per_min: paise,
  free_minutes: z.number().int(),
  requested_at: isoTime,
  accepted_at: isoTime.nullable(),
  ended_at: isoTime.nullable(),
  duration_seconds: z.number().int(),
  minutes_billed: z.number().int(),
  /** What the customer paid (paise). */
  total_billed: paise,
  /** What the astrologer earned (paise), net of what refunds they bore took back; null in the customer's list. */
  astrologer_earning: paise.nullable(),
  /** Money an automatic refund rule gave back after the end (shown beside the session); null when none did. */
  rule_refund: ruleRefundView.nullable(),
  message_count: z.number().int(),
  rejection: z.strictObject({ by: z.string(), reason: z.string() }).nullable(),
  end: z.strictObject({ by: z.string(), reason: z.string().nullable() }).nullable(),
});
export type MyChatSessionView = z.infer<typeof myChatSessionView>;

/** An RTCIceServer as the browser takes it: STUN without credentials, TURN with a credential minted for you. */
export const iceServerView = z.strictObject({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });

/** create_call_credentials/{id}: the ICE servers of one participant of a call (docs/calls.md). */
export const callCredentialsView = z.strictObject({ ice_servers: z.array(iceServerView) });
export type CallCredentialsView = z.infer<typeof callCredentialsView>;
