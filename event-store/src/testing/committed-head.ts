import pg from 'pg';
import { vi } from 'vitest';
import { comparePositions, type EventStore, type Position } from '../port.js';
import { positionFromRow, type PositionRow } from '../postgres/event-row.js';

/**
 * The position of the newest event committed to a PostgreSQL store, whether or not readers may see
 * it yet. A test that waits for a feed to have seen "everything written" must wait for this one:
 * `store.headPosition()` is the newest event readers may see, which stays behind while any older
 * transaction on the server is open (another test file's), so a feed "at the head" could still be
 * missing the event the test has just written.
 */
export async function committedHeadReader(databaseUrl: string): Promise<{ read(): Promise<Position | undefined>; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    read: async () => {
      const { rows } = await client.query<PositionRow>(
        'SELECT transaction_id::text AS commit_position, global_position::text AS prepare_position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
      );
      return rows[0] && positionFromRow(rows[0]);
    },
    close: () => client.end(),
  };
}

/**
 * Waits until readers of `store` see every event committed so far: a projection caught up before
 * then could stop short of what the test has just written (another test file's open transaction
 * holds the newer events back from readers a moment).
 */
export async function untilCommittedReadable(store: EventStore, databaseUrl: string): Promise<void> {
  const committed = await committedHeadReader(databaseUrl);
  try {
    const head = await committed.read();
    if (head === undefined) return;
    await vi.waitFor(
      async () => {
        const readable = await store.headPosition();
        if (readable === undefined || comparePositions(readable, head) < 0) throw new Error('events committed before now are not readable yet');
      },
      { timeout: 30_000, interval: 20 },
    );
  } finally {
    await committed.close();
  }
}
