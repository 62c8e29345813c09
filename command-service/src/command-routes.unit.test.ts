import { routeCatalogue } from '@nakshatra/contracts';
import { assertHandlersMatchCatalogue } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { describe, expect, it } from 'vitest';
import { commandRoutes } from './command-routes.js';

describe('command routes', () => {
  it('serve exactly the served command entries of the route catalogue', () => {
    const handlers = commandRoutes({} as CommandBus);
    expect(() => assertHandlersMatchCatalogue('command', routeCatalogue, handlers)).not.toThrow();
    expect(Object.keys(handlers).length).toBeGreaterThan(0);
  });
});
