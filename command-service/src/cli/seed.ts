// `npm run seed`: writes the demo catalogue (through commands, so it is events) unless it is
// already in; `--force` writes it again. `npm start` runs this on first start.
// Database: DATABASE_URL / EVENTSTORE_CONNECTION_STRING, else the ones a running `npm start` recorded.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { routeCatalogue, todayInIndia } from '@nakshatra/contracts';
import { createEventStore } from '@nakshatra/event-store';
import { createLogger, MemoryLiveAudience, MemoryRateLimiter, NO_CONNECTION_MESSAGE, operatorConnection, uploadFoldersFromEnv } from '@nakshatra/platform';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { MemoryChatPresence } from '../chat/realtime/chat-presence.js';
import { MemoryChatSignals } from '../chat/realtime/chat-signals.js';
import { MemoryLiveSignals } from '../live/realtime/live-signals.js';
import { CommandServiceModule } from '../app.module.js';
import { paymentProviderFromEnv } from '../payments/payment-provider-from-env.js';
import { isSeeded, seedCatalogue } from '../seed/seed-catalogue.js';
import { ImageStorage } from '../uploads/image-storage.js';
import { DevOtpOutbox } from '../users/sms/dev-otp-outbox.js';
import { chatConfigFromEnv } from '../chat/chat-config.js';
import { workflowsConfigFromEnv } from '../workflows/workflows-config.js';
import { walletConfigFromEnv } from '../wallet/wallet-config.js';
import { createNotifier } from '../notifications/create-notifier.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const connection = operatorConnection();
  if (!connection) {
    console.error(NO_CONNECTION_MESSAGE);
    return 2;
  }
  const store = await createEventStore(connection);
  try {
    if (!values.force && (await isSeeded(store))) {
      console.log('The demo catalogue is already in (use --force to write it again).');
      return 0;
    }
    const logger = createLogger('seed', 'warn');
    // The seed writes content only: it never signs sessions, sends codes or takes payments.
    const sessionSecret = randomUUID().repeat(2);
    const wallet = walletConfigFromEnv({});
    const module = CommandServiceModule.create({
      store,
      catalogue: routeCatalogue,
      sessionSecret,
      sms: DevOtpOutbox.inMemory(),
      rateLimiter: new MemoryRateLimiter(),
      // The seed logs nobody out.
      revocations: { revoke: () => Promise.reject(new Error('the seed ends no sessions')) },
      images: new ImageStorage(uploadFoldersFromEnv(process.env)),
      logger,
      payments: paymentProviderFromEnv({}, sessionSecret),
      // No expiry ticker either: the seed never starts recharges, and must not act on any.
      wallet: { ...wallet, rechargeExpiry: { ...wallet.rechargeExpiry, tickMs: null } },
      // No billing ticker: the seed must not act on chats while it writes the catalogue.
      chat: { ...chatConfigFromEnv({}), tickMs: null },
      workflows: { ...workflowsConfigFromEnv({}), tickMs: null },
      chatSignals: new MemoryChatSignals(),
      chatPresence: new MemoryChatPresence(),
      // Nobody calls during a seed.
      ice: { stunUrls: [], turn: null },
      phoneBridge: null,
      // Nobody goes live during a seed.
      liveMedia: null,
      liveSignals: new MemoryLiveSignals(),
      liveAudience: new MemoryLiveAudience(),
      liveMaxViewers: 0,
      // The seed sends nothing to anyone: in-app only, and it writes no notifications anyway.
      notifier: createNotifier(store, { fcm: null, webPush: null }, logger),
      webPushPublicKey: null,
    });
    const app = await NestFactory.createApplicationContext(module, { logger: false });
    try {
      const meta = { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: 'seed', role: 'system' as const } };
      const count = await seedCatalogue(app.get(CommandBus), store, meta, todayInIndia());
      console.log(`Wrote the demo catalogue: ${count} items.`);
    } finally {
      await app.close();
    }
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
