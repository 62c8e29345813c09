import { describe, expect, it } from 'vitest';
import { bigintFromText, recordedEventFromRow, type EventRow } from './event-row.js';

describe('event rows', () => {
  it('turn decimal text into exact bigints', () => {
    expect(bigintFromText('9223372036854775807')).toBe(2n ** 63n - 1n);
    expect(bigintFromText('-1')).toBe(-1n);
  });

  it('refuse anything but an integer', () => {
    for (const text of ['', '1.5', '1e3', ' 1', 'abc']) expect(() => bigintFromText(text), text).toThrow(TypeError);
  });

  it('become recorded events with bigint revision and position', () => {
    const row: EventRow = {
      commit_position: '18446744073709551615',
      prepare_position: '9007199254740993',
      stream_name: 'wallet-1',
      revision: '3',
      id: '6f1c0a52-3f5e-4c57-9a43-1d2f9b0c7e11',
      type: 'WalletCredited',
      data: { paise: 100 },
      metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'u', role: 'customer' }, occurredAt: '2025-01-01T00:00:00.000Z', schemaVersion: 1 },
      recorded_at: '2025-01-01T00:00:01.234Z',
    };
    expect(recordedEventFromRow(row)).toEqual({
      id: row.id,
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      streamName: 'wallet-1',
      revision: 3n,
      position: { commit: 2n ** 64n - 1n, prepare: 2n ** 53n + 1n },
      recordedAt: '2025-01-01T00:00:01.234Z',
    });
  });
});
