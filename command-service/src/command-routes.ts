import type { RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { contentCommandRoutes } from './content/content.routes.js';

/** Every command route this service serves, by catalogue name. Each capability adds its own. */
export const commandRoutes = (commandBus: CommandBus): RouteHandlers => ({
  ...contentCommandRoutes(commandBus),
});
