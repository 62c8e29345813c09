import type { RouteEntry } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { CatalogueDispatcher, type LiveAudience, type Logger, type RateLimiter, type SessionRevocations } from '@nakshatra/platform';
import { CatalogueController } from '@nakshatra/platform/nest';
import { Module, type DynamicModule } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { AstrologersModule } from './astrologers/astrologers.module.js';
import { ICE_CONFIG, type IceConfig } from './calls/media/index.js';
import { PHONE_BRIDGE, type PhoneBridgeSetup } from './calls/phone-bridge/index.js';
import { CHAT_CONFIG, type ChatConfig } from './chat/chat-config.js';
import { ChatModule } from './chat/chat.module.js';
import { CHAT_PRESENCE, type ChatPresence } from './chat/realtime/chat-presence.js';
import { CHAT_SIGNALS, type ChatSignals } from './chat/realtime/chat-signals.js';
import { commandRoutes } from './command-routes.js';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { HealthController } from './health.controller.js';
import { KundlisModule } from './kundlis/kundlis.module.js';
import { LIVE_AUDIENCE, LIVE_MAX_VIEWERS } from './live/realtime/live-audience.token.js';
import { LIVE_SIGNALS, type LiveSignals } from './live/realtime/live-signals.js';
import { LIVE_MEDIA, type LiveMedia } from './live/sessions/live-media.js';
import { LiveGiftsModule } from './live/gifts/live-gifts.module.js';
import { LiveSessionsModule } from './live/sessions/live-sessions.module.js';
import { NOTIFIER, type Notifier } from './notifications/notifier.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { QueueModule } from './queue/queue.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { SupportModule } from './support/support.module.js';
import { EVENT_STORE } from './shared/event-store.token.js';
import { LOGGER } from './shared/logger.token.js';
import { SESSION_SECRET } from './shared/session-secret.token.js';
import { IMAGE_STORAGE, type ImageStorage } from './uploads/image-storage.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { OtpCodes, otpKeyFrom } from './users/otp/otp-codes.js';
import { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';
import { SMS_SENDER, type SmsSender } from './users/sms/sms-sender.js';
import { EventSourcedSessionVerifier } from './users/user-sessions.verifier.js';
import { OTP_CODES, RATE_LIMITER, SESSION_REVOCATIONS } from './users/user-tokens.js';
import { UsersModule } from './users/users.module.js';
import { PAYMENT_PROVIDER, WALLET_CONFIG, type WalletConfig } from './wallet/wallet-config.js';
import { WORKFLOWS_CONFIG, type WorkflowsConfig } from './workflows/workflows-config.js';
import { WorkflowsModule } from './workflows/workflows.module.js';
import { WalletModule } from './wallet/wallet.module.js';

export interface CommandServiceDeps {
  readonly store: EventStore;
  readonly catalogue: readonly RouteEntry[];
  readonly sessionSecret: string;
  readonly sms: SmsSender;
  readonly rateLimiter: RateLimiter;
  /** Logouts listed where the query service sees them at once (docs/sessions-and-access.md). */
  readonly revocations: SessionRevocations;
  readonly images: ImageStorage;
  readonly logger: Logger;
  readonly payments: PaymentProvider;
  readonly wallet: WalletConfig;
  readonly chat: ChatConfig;
  /** How flows left half done are completed or compensated (docs/workflows.md). */
  readonly workflows: WorkflowsConfig;
  /** In-app inbox, plus FCM and Web Push when configured (notifications/create-notifier.ts). */
  readonly notifier: Notifier;
  /** The VAPID public key of Web Push (get_web_push_key); null when it is off. */
  readonly webPushPublicKey: string | null;
  /** The site's origin, which links in mail point at (PUBLIC_ORIGIN); unset in development. */
  readonly publicOrigin?: string;
  /** Typing and presence between instances of the service (chat/realtime/chat-signals.ts). */
  readonly chatSignals: ChatSignals;
  /** When each side last had a chat open, across instances (chat/realtime/chat-presence.ts). */
  readonly chatPresence: ChatPresence;
  /** STUN and TURN for calls (calls/media, docs/calls.md). */
  readonly ice: IceConfig;
  /** The phone bridge and its callback URL (docs/phone-bridge.md); null when it is off. */
  readonly phoneBridge: PhoneBridgeSetup | null;
  /** Janus rooms for live sessions (JANUS_URL, docs/live.md); null: no media server. */
  readonly liveMedia: LiveMedia | null;
  /** A live session's chat, peers and signalling between instances (live/realtime/live-signals.ts). */
  readonly liveSignals: LiveSignals;
  /** How many watch each live session, across instances (platform LiveAudience). */
  readonly liveAudience: LiveAudience;
  /** The embedded engine's cap of viewers per session (LIVE_P2P_MAX_VIEWERS, docs/live.md). */
  readonly liveMaxViewers: number;
}

@Module({})
export class CommandServiceModule {
  static create(deps: CommandServiceDeps): DynamicModule {
    const shared = [
      { provide: EVENT_STORE, useValue: deps.store },
      { provide: OTP_CODES, useValue: new OtpCodes(otpKeyFrom(deps.sessionSecret)) },
      { provide: SMS_SENDER, useValue: deps.sms },
      { provide: RATE_LIMITER, useValue: deps.rateLimiter },
      { provide: SESSION_REVOCATIONS, useValue: deps.revocations },
      { provide: IMAGE_STORAGE, useValue: deps.images },
      { provide: LOGGER, useValue: deps.logger },
      { provide: PAYMENT_PROVIDER, useValue: deps.payments },
      { provide: WALLET_CONFIG, useValue: deps.wallet },
      { provide: CHAT_CONFIG, useValue: deps.chat },
      { provide: WORKFLOWS_CONFIG, useValue: deps.workflows },
      { provide: NOTIFIER, useValue: deps.notifier },
      { provide: CHAT_SIGNALS, useValue: deps.chatSignals },
      { provide: CHAT_PRESENCE, useValue: deps.chatPresence },
      { provide: ICE_CONFIG, useValue: deps.ice },
      { provide: PHONE_BRIDGE, useValue: deps.phoneBridge },
      { provide: LIVE_MEDIA, useValue: deps.liveMedia },
      { provide: LIVE_SIGNALS, useValue: deps.liveSignals },
      { provide: LIVE_AUDIENCE, useValue: deps.liveAudience },
      { provide: LIVE_MAX_VIEWERS, useValue: deps.liveMaxViewers },
      { provide: SESSION_SECRET, useValue: deps.sessionSecret },
    ];
    return {
      module: CommandServiceModule,
      global: true,
      imports: [CqrsModule.forRoot(), ContentModule, UsersModule, ContactModule, UploadsModule, WalletModule, OrdersModule, AstrologersModule, ChatModule, NotificationsModule, ReviewsModule, KundlisModule, WorkflowsModule, LiveSessionsModule, QueueModule, LiveGiftsModule, SupportModule],
      // HealthController first: the catalogue controller takes every path that is left.
      controllers: [HealthController, CatalogueController],
      providers: [
        ...shared,
        {
          provide: CatalogueDispatcher,
          inject: [CommandBus],
          useFactory: (commandBus: CommandBus) =>
            new CatalogueDispatcher({
              side: 'command',
              catalogue: deps.catalogue,
              handlers: commandRoutes({ commandBus, sessionSecret: deps.sessionSecret, outbox: deps.sms instanceof DevOtpOutbox ? deps.sms : undefined, webPushPublicKey: deps.webPushPublicKey, publicOrigin: deps.publicOrigin }),
              sessionSecret: deps.sessionSecret,
              sessions: new EventSourcedSessionVerifier(deps.store),
              logger: deps.logger,
            }),
        },
      ],
      exports: shared.map((provider) => provider.provide),
    };
  }
}
