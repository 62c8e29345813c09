import { randomUUID } from 'node:crypto';
import { kundliStreamName, type Actor, type KundliEvent } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { foldProjection, InMemoryLog } from '../wallet/testing/in-memory-log.js';
import { savedKundlisProjection } from './saved-kundlis.projection.js';

const userId = randomUUID();
const actor: Actor = { id: userId, role: 'customer' };
const savedAt = '2026-11-24T10:00:00.000Z';
const place = { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' };

function shelf(events: KundliEvent[]) {
  const log = new InMemoryLog();
  for (const event of events) {
    log.append(kundliStreamName(userId), [{ id: randomUUID(), type: event.type, data: event.data, metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor, occurredAt: savedAt, schemaVersion: 1 } }]);
  }
  return foldProjection(savedKundlisProjection, log.events);
}

const saved = (kundliId: string, name: string): KundliEvent => ({
  type: 'KundliSaved',
  data: { kundliId, userId, name, gender: 'female', date: '1990-04-21', time: null, place, ayanamsa: 'lahiri', node: 'mean', savedAt },
});

describe('saved kundlis projection', () => {
  it('keeps one row per saved kundli with its input, and removes a deleted one', () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const rows = shelf([saved(first, 'Asha'), saved(second, 'Ravi'), { type: 'KundliDeleted', data: { kundliId: first, userId, deletedAt: savedAt } }]);
    expect([...rows.keys()]).toEqual([second]);
    expect(rows.get(second)).toEqual({
      id: second,
      user_id: userId,
      input: { name: 'Ravi', gender: 'female', date: '1990-04-21', time: null, place, ayanamsa: 'lahiri', node: 'mean' },
      created_at: savedAt,
    });
  });
});
