import { parseReadModelChange, READ_MODEL_CHANGED_CHANNEL } from '@nakshatra/projections';
import type { Logger } from '@nakshatra/platform';
import pg from 'pg';
import { ALL_ENTRIES_TAG, cacheTags, type QueryCache } from './query-cache.js';

/**
 * Listens for the projections' change notices and drops the cache entries behind the changed rows.
 * Whenever the listening connection is (re)established, notices may have been missed, so the whole
 * cache is dropped then.
 */
export class CacheInvalidator {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: QueryCache,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'nakshatra-query-service-listener' });
    client.on('notification', (message) => {
      const change = parseReadModelChange(message.payload);
      if (change) void this.invalidate(cacheTags.changed(change.table, change.ids));
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'cache invalidation listener lost its connection; reconnecting');
      this.reconnectSoon();
    });
    await client.connect();
    await client.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
    this.client = client;
    await this.invalidate([ALL_ENTRIES_TAG]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private reconnectSoon(): void {
    const dead = this.client;
    this.client = undefined;
    void dead?.end().catch(() => undefined);
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) this.start().catch(() => this.reconnectSoon());
    }, 1000);
  }

  private async invalidate(tags: readonly string[]): Promise<void> {
    try {
      await this.cache.invalidateTags(tags);
    } catch (error) {
      this.logger.error({ err: error, tags }, 'cache invalidation failed');
    }
  }
}
