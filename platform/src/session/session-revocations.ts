import pg from 'pg';

/**
 * Sessions ended before their cookie expires (logout), where every service sees them the moment
 * they end. The event store keeps the record (`UserLoggedOut`) and the command service reads that
 * exactly; the query service would otherwise learn it only from the `user_sessions` projection,
 * which lags. So the command service lists the session here before it records the logout, and the
 * query service looks here on every call (docs/sessions-and-access.md, "Ending a session").
 */
export interface SessionRevocations {
  /** Lists the session as ended until `expiresAt` (its cookie's expiry; later it is refused anyway). */
  revoke(sessionId: string, expiresAt: Date): Promise<void>;
}

/**
 * The table of the list, in the read models' PostgreSQL database (`DATABASE_URL`), which the
 * command and query services both reach whatever the event store is: `session_id text` (primary
 * key), `expires_at timestamptz`. The query service reads it in the same statement as its read
 * models (query-service/src/users/users.repository.ts).
 */
export const SESSION_REVOCATIONS_TABLE = 'session_revocations';

/** Any lock number, fixed: two services creating the table at the same moment take turns. */
const SCHEMA_LOCK = 7_301_946_112;

/** Creates the table unless it exists; both services call it at start, so neither waits for the other. */
export async function ensureSessionRevocationsTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${SESSION_REVOCATIONS_TABLE} (session_id text PRIMARY KEY, expires_at timestamptz NOT NULL)`);
    await client.query(`CREATE INDEX IF NOT EXISTS ${SESSION_REVOCATIONS_TABLE}_expires_at ON ${SESSION_REVOCATIONS_TABLE} (expires_at)`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The command service's writer of the list, with a small pool of its own (logouts are rare). */
export class PostgresSessionRevocations implements SessionRevocations {
  private constructor(private readonly pool: pg.Pool) {}

  static async connect(databaseUrl: string): Promise<PostgresSessionRevocations> {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'nakshatra-session-revocations' });
    // An idle connection the server closed is replaced on next use; it must not crash the process.
    pool.on('error', () => undefined);
    try {
      await ensureSessionRevocationsTable(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresSessionRevocations(pool);
  }

  async revoke(sessionId: string, expiresAt: Date): Promise<void> {
    // Each logout also clears the rows whose cookies have expired (few: logouts are rare).
    await this.pool.query(
      `WITH expired AS (DELETE FROM ${SESSION_REVOCATIONS_TABLE} WHERE expires_at < now())
       INSERT INTO ${SESSION_REVOCATIONS_TABLE} (session_id, expires_at) VALUES ($1, $2) ON CONFLICT (session_id) DO NOTHING`,
      [sessionId, expiresAt],
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
