import type { ChatSessionView } from '@nakshatra/contracts';
export { FakeWebSocket } from '../../../testing/fake-websocket';

export const SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
export const ASTROLOGER_USER_ID = 'a0000000-0000-4000-8000-000000000002';
export const ASTROLOGER_ID = 'b0000000-0000-4000-8000-000000000003';

/** A session as the server sends it, requested unless a test says otherwise. */
export function chatSession(fields: Partial<ChatSessionView> = {}): ChatSessionView {
  const now = Date.now();
  return {
    id: SESSION_ID,
    status: 'requested',
    channel: 'chat',
    customer_id: CUSTOMER_ID,
    astrologer_id: ASTROLOGER_ID,
    price_per_min: 20_00,
    free_minutes: 0,
    requested_at: new Date(now).toISOString(),
    answer_by: new Date(now + 60_000).toISOString(),
    accepted_at: null,
    connected_at: null,
    minutes_billed: 0,
    total_billed: 0,
    low_balance: false,
    rejection: null,
    intake: { name: 'Asha Verma', birth_date: '1990-04-12', birth_time: '06:30', birth_place: 'Varanasi', resolved_place: null },
    message_count: 0,
    read: { customer: null, astrologer: null },
    end: null,
    phone_bridge: false,
    phone_call: null,
    rule_refund: null,
    ...fields,
  };
}
