import { describe, expect, it } from 'vitest';
import { assertAppendable } from './append-preconditions.js';
import { newEvent } from './testing/new-event.js';

describe('assertAppendable', () => {
  it('accepts events with any kind of expected revision', () => {
    for (const expected of ['no_stream', 'stream_exists', 'any', 0n, 41n] as const) {
      expect(() => assertAppendable('wallet-1', [newEvent()], expected)).not.toThrow();
    }
  });

  it('rejects an empty append', () => {
    expect(() => assertAppendable('wallet-1', [], 'any')).toThrow(/wallet-1: appendToStream needs at least one event/);
  });

  it('rejects a negative expected revision', () => {
    expect(() => assertAppendable('wallet-1', [newEvent()], -1n)).toThrow(/negative/);
  });
});
