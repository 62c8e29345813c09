import { z } from 'zod';
import { CONSULTATION_CHANNELS } from './chat-events.js';
import { birthPlaceSchema } from '../astrology/astrology-schemas.js';
import { CHAT_MESSAGE_MAX, sanitizeChatText } from './chat-text.js';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const isRealDay = (value: string): boolean => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

export const chatIntakeSchema = z.strictObject({
  name: text(2, 100),
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field.date', abort: true })
    .refine(isRealDay, { error: 'field.real_date', abort: true })
    .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'field.birth_date_range'),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'field.time')
    .optional(),
  birth_place: text(2, 200),
  /**
   * The place as chosen from get_suggest (coordinates and IANA zone), so the astrologer's desk can
   * cast the chart; left out when the customer only typed a name. Checked as calculate_kundli checks it.
   */
  resolved_place: birthPlaceSchema.optional(),
});

/** create_chat_session: the customer asks an astrologer for a consultation, a chat unless `channel` says call. */
export const createChatSessionSchema = z.strictObject({ astrologer_id: z.uuid(), intake: chatIntakeSchema, channel: z.enum(CONSULTATION_CHANNELS).optional() });
export type CreateChatSession = z.infer<typeof createChatSessionSchema>;

/** update_chat_session/{id}: the astrologer answers a request. */
export const updateChatSessionSchema = z.discriminatedUnion(
  'action',
  [z.strictObject({ action: z.literal('accept') }), z.strictObject({ action: z.literal('reject'), reason: text(3, 300).optional() })],
  { error: 'field.chat_answer' },
);
export type UpdateChatSession = z.infer<typeof updateChatSessionSchema>;

/** create_message: plain text into a session the caller takes part in. */
export const createMessageSchema = z.strictObject({
  session_id: z.uuid(),
  text: z.string().transform(sanitizeChatText).pipe(z.string().min(1).max(CHAT_MESSAGE_MAX)),
});
export type CreateMessage = z.infer<typeof createMessageSchema>;

/** end_chat_session/{id}: either participant ends (or the customer withdraws a request). */
export const endChatSessionSchema = z.strictObject({});

const paging = (maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(20),
});

/** get_chat_session (admins): every session, newest request first. */
/** Narrows a list to chats or to calls; absent, both. */
const channelFilter = { channel: z.enum(CONSULTATION_CHANNELS).optional() };

export const chatSessionListQuery = z.strictObject({
  ...paging(100),
  ...channelFilter,
  status: z.enum(['requested', 'active', 'rejected', 'ended']).optional(),
  astrologer_id: z.uuid().optional(),
  customer_id: z.uuid().optional(),
});
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuery>;

/** get_single_astro_chat_session/{id}, get_my_chat_sessions and get_reject_chat: newest first. */
export const chatPageQuery = z.strictObject({ ...paging(100), ...channelFilter });
export type ChatPageQuery = z.infer<typeof chatPageQuery>;

/** get_session_message/{id}: the transcript, oldest first, in pages of up to 200. */
export const sessionMessageQuery = z.strictObject(paging(200));
export type SessionMessageQuery = z.infer<typeof sessionMessageQuery>;
