import { routeCatalogue } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { startNestService, type Logger } from '@nakshatra/platform';
import { CommandServiceModule } from './app.module.js';

export interface CommandServiceOptions {
  readonly store: EventStore;
  readonly sessionSecret: string;
  readonly logger: Logger;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
}

export interface RunningCommandService {
  readonly port: number;
  /** Stops serving; the event store stays open (its owner closes it). */
  stop(): Promise<void>;
}

export async function startCommandService(options: CommandServiceOptions): Promise<RunningCommandService> {
  const module = CommandServiceModule.create({ store: options.store, catalogue: routeCatalogue, sessionSecret: options.sessionSecret, logger: options.logger });
  const { app, port } = await startNestService(module, { port: options.port, host: options.host, logger: options.logger });
  return { port, stop: () => app.close() };
}
