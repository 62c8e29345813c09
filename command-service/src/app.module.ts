import type { RouteEntry } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { CatalogueController, CatalogueDispatcher, type Logger } from '@nakshatra/platform';
import { Module, type DynamicModule } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { commandRoutes } from './command-routes.js';
import { ContentModule } from './content/content.module.js';
import { HealthController } from './health.controller.js';
import { EVENT_STORE } from './shared/event-store.token.js';

export interface CommandServiceDeps {
  readonly store: EventStore;
  readonly catalogue: readonly RouteEntry[];
  readonly sessionSecret: string;
  readonly logger: Logger;
}

@Module({})
export class CommandServiceModule {
  static create(deps: CommandServiceDeps): DynamicModule {
    const storeProvider = { provide: EVENT_STORE, useValue: deps.store };
    return {
      module: CommandServiceModule,
      global: true,
      imports: [CqrsModule.forRoot(), ContentModule],
      // HealthController first: the catalogue controller takes every path that is left.
      controllers: [HealthController, CatalogueController],
      providers: [
        storeProvider,
        {
          provide: CatalogueDispatcher,
          inject: [CommandBus],
          useFactory: (commandBus: CommandBus) =>
            new CatalogueDispatcher({ side: 'command', catalogue: deps.catalogue, handlers: commandRoutes(commandBus), sessionSecret: deps.sessionSecret, logger: deps.logger }),
        },
      ],
      exports: [storeProvider],
    };
  }
}
