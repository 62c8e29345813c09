import { routeCatalogue } from '@nakshatra/contracts';
import { assertHandlersMatchCatalogue } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { describe, expect, it } from 'vitest';
import { commandRoutes } from './command-routes.js';
import { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';

describe('command routes', () => {
  it('serve exactly the served command entries of the route catalogue', () => {
    const handlers = commandRoutes({ commandBus: {} as CommandBus, sessionSecret: 's'.repeat(32), outbox: DevOtpOutbox.inMemory(), webPushPublicKey: null, publicOrigin: undefined });
    expect(() => assertHandlersMatchCatalogue('command', routeCatalogue, handlers)).not.toThrow();
    expect(Object.keys(handlers).length).toBeGreaterThan(0);
  });
});
