import type { EventStore } from '@nakshatra/event-store';
import { Controller, Get, Inject } from '@nestjs/common';
import { EVENT_STORE } from './shared/event-store.token.js';

/** Internal liveness for the gateway's /api/health: the service and its event store. */
@Controller()
export class HealthController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get('health')
  async health() {
    try {
      await this.store.ping();
      return { status: 'up', store: 'up' };
    } catch (error) {
      return { status: 'degraded', store: 'down', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
