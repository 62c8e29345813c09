import type { ServerResponse } from 'node:http';
import { allProjections, readProjectionFreshness, type ReadModelDatabase } from '@nakshatra/projections';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { placeSearchState } from './places/place-index.js';
import { READ_MODELS } from './read-models.token.js';

/**
 * Internal health for the gateway's /api/health and container health checks: 503 when the
 * read-model database is unreachable. It also reports how current each projection is (whether a
 * projector holds it, and its lag; the gateway judges it against HEALTH_MAX_PROJECTION_LAG_MS) and
 * whether the place search is built — neither makes this service itself unhealthy.
 */
@Controller()
export class HealthController {
  constructor(@Inject(READ_MODELS) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: ServerResponse) {
    try {
      const projections = await readProjectionFreshness(
        this.db,
        allProjections.map(({ name }) => name),
      );
      return { status: 'up', readModels: 'up', places: placeSearchState(), projections };
    } catch (error) {
      res.statusCode = 503;
      return { status: 'degraded', readModels: 'down', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
