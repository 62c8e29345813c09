import { z } from 'zod';
import { CHAT_MESSAGE_MAX, sanitizeChatText } from './chat-text.js';

const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : message);
const text = (min: number, max: number) =>
  z.string({ error: required('must be text') }).trim().min(min, `must be at least ${min} characters`).max(max, `must be at most ${max} characters`);

const isRealDay = (value: string): boolean => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

const uuid = z.uuid({ error: required('must be an id') });

export const chatIntakeSchema = z.strictObject(
  {
    name: text(2, 100),
    birth_date: z
      .string({ error: required('must be a date') })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
      .refine(isRealDay, 'must be a real day')
      .refine((value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10), 'must be between 1900 and today'),
    birth_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24 hours)')
      .optional(),
    birth_place: text(2, 200),
  },
  { error: required('must be an object') },
);

/** create_chat_session: the customer asks an astrologer for a chat. */
export const createChatSessionSchema = z.strictObject({ astrologer_id: uuid, intake: chatIntakeSchema });
export type CreateChatSession = z.infer<typeof createChatSessionSchema>;

/** update_chat_session/{id}: the astrologer answers a request. */
export const updateChatSessionSchema = z.discriminatedUnion(
  'action',
  [z.strictObject({ action: z.literal('accept') }), z.strictObject({ action: z.literal('reject'), reason: text(3, 300).optional() })],
  { error: 'action: must be accept or reject' },
);
export type UpdateChatSession = z.infer<typeof updateChatSessionSchema>;

/** create_message: plain text into a session the caller takes part in. */
export const createMessageSchema = z.strictObject({
  session_id: uuid,
  text: z
    .string({ error: required('must be text') })
    .transform(sanitizeChatText)
    .pipe(z.string().min(1, 'must not be empty').max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`)),
});
export type CreateMessage = z.infer<typeof createMessageSchema>;

/** end_chat_session/{id}: either participant ends (or the customer withdraws a request). */
export const endChatSessionSchema = z.strictObject({});

const paging = (maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit, `must be at most ${maxLimit}`).default(20),
});

/** get_chat_session (admins): every session, newest request first. */
export const chatSessionListQuery = z.strictObject({
  ...paging(100),
  status: z.enum(['requested', 'active', 'rejected', 'ended'], { error: 'must be requested, active, rejected or ended' }).optional(),
  astrologer_id: z.uuid('must be an id').optional(),
  customer_id: z.uuid('must be an id').optional(),
});
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuery>;

/** get_single_astro_chat_session/{id} and get_reject_chat: newest first. */
export const chatPageQuery = z.strictObject(paging(100));
export type ChatPageQuery = z.infer<typeof chatPageQuery>;

/** get_session_message/{id}: the transcript, oldest first, in pages of up to 200. */
export const sessionMessageQuery = z.strictObject(paging(200));
export type SessionMessageQuery = z.infer<typeof sessionMessageQuery>;
