import pg from 'pg';

/**
 * A session-level PostgreSQL advisory lock on a connection of its own: held while that connection
 * lives, released by the server the moment the holder dies (even by kill -9).
 */
export class AdvisoryLock {
  private client: pg.Client | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly key: string,
  ) {}

  get held(): boolean {
    return this.client !== undefined;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.client) return true;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', () => (this.client = undefined));
    client.on('end', () => (this.client = undefined));
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [this.key]);
    if (rows[0]?.locked) {
      this.client = client;
      return true;
    }
    await client.end();
    return false;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
