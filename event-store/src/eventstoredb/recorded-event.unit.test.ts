import type { RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { newEvent } from '../testing/new-event.js';
import { fromEsdbEvent, isSystemEvent, toEsdbEventData } from './recorded-event.js';

describe('EventStoreDB events', () => {
  it('are system events when their type starts with $', () => {
    expect(isSystemEvent({ type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ type: '$>' })).toBe(true);
    expect(isSystemEvent({ type: 'WalletCredited' })).toBe(false);
  });

  it('are written as JSON with our metadata as their metadata', () => {
    const event = newEvent('WalletCredited', { paise: 100 });
    expect(toEsdbEventData(event)).toEqual({ id: event.id, contentType: 'application/json', type: 'WalletCredited', data: { paise: 100 }, metadata: event.metadata });
  });

  it('are read back with stream, revision, position and recording time', () => {
    const written = newEvent('WalletCredited', { paise: 100 });
    const read: EsdbRecordedEvent = {
      streamId: 'wallet-1',
      id: written.id,
      isJson: true,
      revision: 2n,
      type: written.type,
      created: new Date('2025-01-01T00:00:01.234Z'),
      data: { paise: 100 },
      metadata: { ...written.metadata },
      position: { commit: 2n ** 53n + 1n, prepare: 2n ** 53n + 1n },
    };
    expect(fromEsdbEvent(read)).toEqual({
      ...written,
      streamName: 'wallet-1',
      revision: 2n,
      position: { commit: 2n ** 53n + 1n, prepare: 2n ** 53n + 1n },
      recordedAt: '2025-01-01T00:00:01.234Z',
    });
  });

  it('cannot be read back without a position', () => {
    const read = { streamId: 's', id: 'x', isJson: true, revision: 0n, type: 'T', created: new Date(), data: {}, metadata: undefined } as EsdbRecordedEvent;
    expect(() => fromEsdbEvent(read)).toThrow(/without a position/);
  });
});
