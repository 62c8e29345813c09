import { routeCatalogue } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { MemoryRateLimiter, startNestService, type Logger, type RateLimiter } from '@nakshatra/platform';
import { CommandServiceModule } from './app.module.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { paymentProviderFromEnv } from './payments/payment-provider-from-env.js';
import { ImageStorage } from './uploads/image-storage.js';
import { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';
import type { SmsSender } from './users/sms/sms-sender.js';
import { walletConfigFromEnv, type WalletConfig } from './wallet/wallet-config.js';
import { chatConfigFromEnv, type ChatConfig } from './chat/chat-config.js';

export interface CommandServiceOptions {
  readonly store: EventStore;
  readonly sessionSecret: string;
  readonly logger: Logger;
  /** Where login codes go; the development outbox when omitted. */
  readonly sms?: SmsSender;
  /** Abuse limits; in memory when omitted. */
  readonly rateLimiter?: RateLimiter;
  /** Where uploaded images are kept (UPLOADS_DIR). */
  readonly uploadsDir: string;
  /** How recharges are paid; the test provider when omitted. */
  readonly payments?: PaymentProvider;
  /** GST rate and invoice supplier; the defaults of walletConfigFromEnv when omitted. */
  readonly wallet?: WalletConfig;
  /** Commission, billing tick and clock of chats; chatConfigFromEnv({}) when omitted. */
  readonly chat?: ChatConfig;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
}

export interface RunningCommandService {
  readonly port: number;
  /** Stops serving; the event store and rate limiter stay open (their owner closes them). */
  stop(): Promise<void>;
}

export async function startCommandService(options: CommandServiceOptions): Promise<RunningCommandService> {
  const module = CommandServiceModule.create({
    store: options.store,
    catalogue: routeCatalogue,
    sessionSecret: options.sessionSecret,
    sms: options.sms ?? new DevOtpOutbox(),
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter(),
    images: new ImageStorage(options.uploadsDir),
    logger: options.logger,
    payments: options.payments ?? paymentProviderFromEnv({}, options.sessionSecret),
    wallet: options.wallet ?? walletConfigFromEnv({}),
    chat: options.chat ?? chatConfigFromEnv({}),
  });
  const { app, port } = await startNestService(module, { port: options.port, host: options.host, logger: options.logger });
  return { port, stop: () => app.close() };
}
