import { inboxStreamName, type InboxEvent } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import { describe, expect, it } from 'vitest';
import type { DocumentProjection } from '../runtime/projection.js';
import { userNotificationReadsProjection } from './user-notification-reads.projection.js';
import { userNotificationsProjection } from './user-notifications.projection.js';

const userId = '11111111-1111-5111-8111-111111111111';
const at = '2026-11-23T10:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An inbox's events as the store records them: revisions count every event of the stream. */
function inbox(events: InboxEvent[], stream = inboxStreamName(userId)): RecordedEvent[] {
  return events.map((event, revision) => ({
    id: `e${revision}`,
    type: event.type,
    data: event.data,
    metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'notifier', role: 'system' }, occurredAt: at, schemaVersion: 1 },
    streamName: stream,
    revision: BigInt(revision),
    position: { commit: BigInt(revision), prepare: BigInt(revision) },
    recordedAt: at,
  }));
}
const sent = (n: number): InboxEvent => ({ type: 'NotificationSent', data: { notificationId: id(n), kind: 'chat_request', title: 'New chat request', body: `Request ${n}`, link: '/astrologer', data: { session_id: 's' }, sentAt: at } });
const read = (upToRevision: number | null, ids: string[] = []): InboxEvent => ({ type: 'NotificationsRead', data: { upToRevision, ids, readAt: at } });

function fold<Row extends { id: string }>(projection: DocumentProjection<Row>, events: RecordedEvent[]): Row[] {
  const rows = new Map<string, Row>();
  for (const event of events.filter(projection.handles)) rows.set(projection.keyOf(event), projection.evolve(rows.get(projection.keyOf(event)) ?? null, event)!);
  return [...rows.values()];
}

describe('notification projections', () => {
  const events = inbox([sent(1), read(null, [id(1)]), sent(2), sent(3), read(null, [id(3)])]);

  it('keeps one row per notification with its user and inbox revision', () => {
    expect(fold(userNotificationsProjection, events)).toEqual([
      { id: id(1), user_id: userId, revision: 0, kind: 'chat_request', title: 'New chat request', body: 'Request 1', link: '/astrologer', data: { session_id: 's' }, sent_at: at },
      expect.objectContaining({ id: id(2), revision: 2 }),
      expect.objectContaining({ id: id(3), revision: 3 }),
    ]);
    expect(userNotificationsProjection.handles(inbox([sent(1)], 'chat-x')[0]!)).toBe(false);
  });

  it('keeps one row per user of what was read: ids one by one, folded into the watermark by a read-all', () => {
    expect(fold(userNotificationReadsProjection, events)).toEqual([{ id: userId, read_up_to: -1, read_ids: [id(1), id(3)], updated_at: at }]);
    expect(fold(userNotificationReadsProjection, [...events, ...inbox([read(3)]).map((event) => ({ ...event, revision: 5n }))])).toEqual([
      { id: userId, read_up_to: 3, read_ids: [], updated_at: at },
    ]);
  });

  it('stores JSON columns as text and reads bigint revisions back as numbers', () => {
    const [row] = fold(userNotificationsProjection, inbox([sent(1)]));
    expect(userNotificationsProjection.toStored!(row!)).toMatchObject({ data: '{"session_id":"s"}' });
    expect(userNotificationsProjection.fromStored!({ ...row, revision: '7' }).revision).toBe(7);
    expect(userNotificationReadsProjection.toStored!({ id: userId, read_up_to: 2, read_ids: [id(1)], updated_at: at })).toMatchObject({ read_ids: `["${id(1)}"]` });
    expect(userNotificationReadsProjection.fromStored!({ id: userId, read_up_to: '2', read_ids: [], updated_at: at }).read_up_to).toBe(2);
  });
});
