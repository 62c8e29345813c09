import pg from 'pg';

/** The advisory-lock key of a projection (also read by projection-freshness.ts to tell whether some process holds it). */
export const projectionLockKey = (projection: string) => `projection:${projection}`;

/**
 * Session-level PostgreSQL advisory locks, all on one connection of their own: held while that
 * connection lives, released by the server the moment the process dies (even by kill -9). One
 * connection for every projection of a process keeps a projector's connection count fixed
 * (docs/operations.md, "Connections"). When the connection is lost, every lock is lost with it:
 * `holds` says false at once and the runners stand by until they win their lock again.
 */
export class AdvisoryLocks {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly held = new Set<string>();
  /** Session locks are re-entrant: two concurrent tries of one key would take it twice, and one release would not free it. */
  private readonly trying = new Map<string, Promise<boolean>>();
  /** One query at a time on the connection (pg deprecates queuing them on a client). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    /** Names the connection in pg_stat_activity. */
    private readonly applicationName = 'nakshatra-projection-locks',
  ) {}

  holds(key: string): boolean {
    return this.held.has(key);
  }

  tryAcquire(key: string): Promise<boolean> {
    if (this.held.has(key)) return Promise.resolve(true);
    let attempt = this.trying.get(key);
    if (!attempt) {
      attempt = this.acquire(key).finally(() => this.trying.delete(key));
      this.trying.set(key, attempt);
    }
    return attempt;
  }

  async release(key: string): Promise<void> {
    const client = this.client;
    if (!this.held.delete(key) || !client) return;
    await this.serially(() => client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])).catch(() => undefined);
  }

  /** Checks the lock connection answers (opening it if needed): the projector's own health. */
  async ping(): Promise<void> {
    const client = await this.connection();
    await this.serially(() => client.query('SELECT 1'));
  }

  /** Ends the connection, which releases every lock it holds. */
  async close(): Promise<void> {
    const client = this.client;
    this.forget(client);
    await client?.end().catch(() => undefined);
  }

  private async acquire(key: string): Promise<boolean> {
    const client = await this.connection();
    const { rows } = await this.serially(() => client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]));
    // A connection lost meanwhile took the lock with it.
    if (!rows[0]?.locked || client !== this.client) return false;
    this.held.add(key);
    return true;
  }

  private serially<T>(query: () => Promise<T>): Promise<T> {
    const result = this.queue.then(query);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: this.applicationName, keepAlive: true });
    client.on('error', () => this.forget(client));
    client.on('end', () => this.forget(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private forget(client: pg.Client | undefined): void {
    if (!client || client !== this.client) return;
    this.client = undefined;
    this.held.clear();
  }
}
