import type { ServerResponse } from 'node:http';
import type { EventStore } from '@nakshatra/event-store';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { EVENT_STORE } from './shared/event-store.token.js';

/** Internal liveness for the gateway's /api/health and container health checks: 503 when the event store is unreachable. */
@Controller()
export class HealthController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get('health')
  async health(@Res({ passthrough: true }) res: ServerResponse) {
    try {
      await this.store.ping();
      return { status: 'up', store: 'up' };
    } catch (error) {
      res.statusCode = 503;
      return { status: 'degraded', store: 'down', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
