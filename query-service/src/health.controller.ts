import type { ServerResponse } from 'node:http';
import { allProjections, readAllCheckpoints, type ReadModelDatabase } from '@nakshatra/projections';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { READ_MODELS } from './read-models.token.js';

/** Internal liveness for the gateway's /api/health: the read-model database and each projection's checkpoint; 503 when the database is unreachable. */
@Controller()
export class HealthController {
  constructor(@Inject(READ_MODELS) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: ServerResponse) {
    try {
      await sql`SELECT 1`.execute(this.db);
      const checkpoints = new Map((await readAllCheckpoints(this.db)).map((checkpoint) => [checkpoint.name, checkpoint]));
      return {
        status: 'up',
        readModels: 'up',
        projections: allProjections.map(({ name }) => ({
          name,
          eventsApplied: checkpoints.get(name)?.eventsProcessed ?? 0,
          updatedAt: checkpoints.get(name)?.updatedAt.toISOString() ?? null,
        })),
      };
    } catch (error) {
      res.statusCode = 503;
      return { status: 'degraded', readModels: 'down', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
