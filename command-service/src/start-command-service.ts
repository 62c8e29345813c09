import { LIVE_P2P_MAX_VIEWERS, routeCatalogue } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { MemoryLiveAudience, MemoryRateLimiter, privateUploadsDirBeside, type LiveAudience, type Logger, type RateLimiter, type SessionRevocations } from '@nakshatra/platform';
import { startNestService } from '@nakshatra/platform/nest';
import { CommandServiceModule } from './app.module.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { paymentProviderFromEnv } from './payments/payment-provider-from-env.js';
import { ImageStorage } from './uploads/image-storage.js';
import { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';
import type { SmsSender } from './users/sms/sms-sender.js';
import { walletConfigFromEnv, type WalletConfig } from './wallet/wallet-config.js';
import type { IceConfig } from './calls/media/index.js';
import type { PhoneBridgeSetup } from './calls/phone-bridge/index.js';
import type { LiveMedia } from './live/sessions/live-media.js';
import { MemoryLiveSignals, type LiveSignals } from './live/realtime/live-signals.js';
import { chatConfigFromEnv, type ChatConfig } from './chat/chat-config.js';
import { workflowsConfigFromEnv, type WorkflowsConfig } from './workflows/workflows-config.js';
import { createNotifier } from './notifications/create-notifier.js';
import type { FcmConfig } from './notifications/fcm/fcm-config.js';
import type { WebPushConfig } from './notifications/web-push/web-push-config.js';
import type { Notifier } from './notifications/notifier.js';
import { MemoryChatPresence, type ChatPresence } from './chat/realtime/chat-presence.js';
import { MemoryChatSignals, type ChatSignals } from './chat/realtime/chat-signals.js';

export interface CommandServiceOptions {
  readonly store: EventStore;
  readonly sessionSecret: string;
  readonly logger: Logger;
  /** Where login codes go; the development outbox when omitted. */
  readonly sms?: SmsSender;
  /** Abuse limits; in memory when omitted. */
  readonly rateLimiter?: RateLimiter;
  /**
   * Where logouts are listed for the query service to see at once: shared with it (PostgresSessionRevocations
   * on DATABASE_URL), so there is no in-memory default — another process would never see it.
   */
  readonly revocations: SessionRevocations;
  /** Where uploaded images are kept (UPLOADS_DIR). */
  readonly uploadsDir: string;
  /** Where ID documents and support screenshots are kept (PRIVATE_UPLOADS_DIR); beside uploadsDir when omitted. */
  readonly privateUploadsDir?: string;
  /** How recharges are paid; the test provider when omitted. */
  readonly payments?: PaymentProvider;
  /** GST rate and invoice supplier; the defaults of walletConfigFromEnv when omitted. */
  readonly wallet?: WalletConfig;
  /** Commission, billing tick and clock of chats; chatConfigFromEnv({}) when omitted. */
  readonly chat?: ChatConfig;
  /** Grace, tick and clock of the workflows; workflowsConfigFromEnv({}) when omitted. */
  readonly workflows?: WorkflowsConfig;
  /** Typing and presence between instances; in memory (one instance) when omitted. */
  readonly chatSignals?: ChatSignals;
  /** When each side last had a chat open; in memory (one instance) when omitted. */
  readonly chatPresence?: ChatPresence;
  /** STUN and TURN for calls (iceConfigFromEnv); none (host candidates, enough on localhost and a LAN) when omitted. */
  readonly ice?: IceConfig;
  /** The phone bridge (phoneBridgeSetupFromEnv, docs/phone-bridge.md); off when omitted or null. */
  readonly phoneBridge?: PhoneBridgeSetup | null;
  /** Janus rooms for live sessions (liveMediaFromEnv, docs/live.md); none when omitted or null. */
  readonly liveMedia?: LiveMedia | null;
  /** A live session's chat and peers between instances; in memory (one instance) when omitted. */
  readonly liveSignals?: LiveSignals;
  /** Live viewer counts across instances (PostgresLiveAudience); in memory (one instance) when omitted. */
  readonly liveAudience?: LiveAudience;
  /** The embedded engine's viewer cap (LIVE_P2P_MAX_VIEWERS); LIVE_P2P_MAX_VIEWERS of contracts (20) when omitted. */
  readonly liveMaxViewers?: number;
  /** FCM push (fcmConfigFromEnv); in-app notifications only when omitted or null. */
  readonly fcm?: FcmConfig | null;
  /** Web Push to browsers (webPushConfigFromEnv); off when omitted or null. */
  readonly webPush?: WebPushConfig | null;
  /** Replaces the whole notifier (tests); built from the store, `fcm` and `webPush` when omitted. */
  readonly notifier?: Notifier;
  /** The site's origin, which links in mail point at (publicOriginFromEnv: PUBLIC_ORIGIN, required in production). */
  readonly publicOrigin?: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
}

export interface RunningCommandService {
  readonly port: number;
  /** Stops serving; the event store, rate limiter and revocation list stay open (their owner closes them). */
  stop(): Promise<void>;
}

export async function startCommandService(options: CommandServiceOptions): Promise<RunningCommandService> {
  const module = CommandServiceModule.create({
    store: options.store,
    catalogue: routeCatalogue,
    sessionSecret: options.sessionSecret,
    sms: options.sms ?? DevOtpOutbox.inMemory(),
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter(),
    revocations: options.revocations,
    images: new ImageStorage({ uploadsDir: options.uploadsDir, privateUploadsDir: options.privateUploadsDir ?? privateUploadsDirBeside(options.uploadsDir) }),
    logger: options.logger,
    payments: options.payments ?? paymentProviderFromEnv({}, options.sessionSecret),
    wallet: options.wallet ?? walletConfigFromEnv({}),
    chat: options.chat ?? chatConfigFromEnv({}),
    workflows: options.workflows ?? workflowsConfigFromEnv({}),
    notifier: options.notifier ?? createNotifier(options.store, { fcm: options.fcm ?? null, webPush: options.webPush ?? null }, options.logger),
    webPushPublicKey: options.webPush?.publicKey ?? null,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    chatSignals: options.chatSignals ?? new MemoryChatSignals(),
    chatPresence: options.chatPresence ?? new MemoryChatPresence(),
    ice: options.ice ?? { stunUrls: [], turn: null },
    phoneBridge: options.phoneBridge ?? null,
    liveMedia: options.liveMedia ?? null,
    liveSignals: options.liveSignals ?? new MemoryLiveSignals(),
    liveAudience: options.liveAudience ?? new MemoryLiveAudience(),
    liveMaxViewers: options.liveMaxViewers ?? LIVE_P2P_MAX_VIEWERS,
  });
  const { app, port } = await startNestService(module, { port: options.port, host: options.host, logger: options.logger });
  return { port, stop: () => app.close() };
}
