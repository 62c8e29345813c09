import { readAllCheckpoints, type ReadModelDatabase } from '@nakshatra/projections';
import { Controller, Get, Inject } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { READ_MODELS } from './read-models.token.js';

/** Internal liveness for the gateway's /api/health: the read-model database and the projections' checkpoints. */
@Controller()
export class HealthController {
  constructor(@Inject(READ_MODELS) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get('health')
  async health() {
    try {
      await sql`SELECT 1`.execute(this.db);
      const checkpoints = await readAllCheckpoints(this.db);
      return {
        status: 'up',
        readModels: 'up',
        projections: checkpoints.map((checkpoint) => ({ name: checkpoint.name, eventsApplied: checkpoint.eventsProcessed, updatedAt: checkpoint.updatedAt.toISOString() })),
      };
    } catch (error) {
      return { status: 'degraded', readModels: 'down', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
