import { sql, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../read-models/read-model-database.js';

/**
 * Projections announce which read-model rows changed on this PostgreSQL channel, inside the
 * transaction that changed them, so the notice is delivered exactly when the change is visible.
 * The query service listens and drops the cache entries behind those rows.
 */
export const READ_MODEL_CHANGED_CHANNEL = 'read_model_changed';

export interface ReadModelChange {
  readonly table: string;
  /** null: too many to list, treat the whole table as changed. */
  readonly ids: readonly string[] | null;
}

/** NOTIFY payloads must stay under 8,000 bytes. */
const MAX_PAYLOAD = 7_000;

/** `ids: null` announces that the whole table changed (a rebuild). */
export async function announceReadModelChange(trx: Transaction<ReadModelDatabase>, table: string, ids: readonly string[] | null): Promise<void> {
  let payload = JSON.stringify({ table, ids } satisfies ReadModelChange);
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ table, ids: null } satisfies ReadModelChange);
  await sql`SELECT pg_notify(${READ_MODEL_CHANGED_CHANNEL}, ${payload})`.execute(trx);
}

export function parseReadModelChange(payload: string | undefined): ReadModelChange | undefined {
  try {
    const parsed = JSON.parse(payload ?? '') as ReadModelChange;
    return typeof parsed.table === 'string' && (parsed.ids === null || Array.isArray(parsed.ids)) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
