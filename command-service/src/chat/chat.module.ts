import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PHONE_BRIDGE, type PhoneBridgeSetup } from '../calls/phone-bridge/index.js';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { LOGGER } from '../shared/logger.token.js';
import { SESSION_SECRET } from '../shared/session-secret.token.js';
import { EventSourcedSessionVerifier } from '../users/user-sessions.verifier.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { CHAT_CONFIG, type ChatConfig } from './chat-config.js';
import { ChatFeed } from './chat-feed.js';
import { ChatSessions } from './chat-sessions.js';
import { ChatTicker } from './chat-ticker.js';
import {
  AnswerChatHandler,
  EndChatHandler,
  HandlePhoneCallStatusHandler,
  IssueCallCredentialsHandler,
  PlacePhoneCallHandler,
  RequestChatHandler,
  SendChatMessageHandler,
} from './commands/chat-command-handlers.js';
import { OpenChats } from './open-chats.js';
import { PhoneCalls } from './phone-calls.js';
import { ChatHub } from './realtime/chat-hub.js';
import { CHAT_PRESENCE, type ChatPresence } from './realtime/chat-presence.js';
import { CHAT_SIGNALS, type ChatSignals } from './realtime/chat-signals.js';
import { attachChatSocketServer } from './realtime/chat-socket-server.js';

/** Chat consultations: requests, answers, messages, the end, the ticker that bills minutes, and the WebSocket. */
@Module({
  imports: [WalletModule],
  providers: [
    { provide: OpenChats, useFactory: () => new OpenChats() },
    { provide: ChatFeed, useFactory: () => new ChatFeed() },
    {
      provide: ChatSessions,
      inject: [EVENT_STORE, WalletLedger, CHAT_CONFIG, OpenChats, PHONE_BRIDGE],
      useFactory: (store: EventStore, ledger: WalletLedger, config: ChatConfig, open: OpenChats, phone: PhoneBridgeSetup | null) => new ChatSessions(store, ledger, config, open, phone !== null),
    },
    {
      provide: PhoneCalls,
      inject: [EVENT_STORE, WalletLedger, ChatSessions, CHAT_CONFIG, PHONE_BRIDGE, LOGGER],
      useFactory: (store: EventStore, ledger: WalletLedger, sessions: ChatSessions, config: ChatConfig, phone: PhoneBridgeSetup | null, logger: Logger) =>
        new PhoneCalls(store, ledger, sessions, config, phone, logger),
    },
    {
      provide: ChatTicker,
      inject: [ChatSessions, OpenChats, CHAT_PRESENCE, CHAT_CONFIG, LOGGER, PhoneCalls, PHONE_BRIDGE],
      useFactory: (sessions: ChatSessions, open: OpenChats, presence: ChatPresence, config: ChatConfig, logger: Logger, phoneCalls: PhoneCalls, phone: PhoneBridgeSetup | null) =>
        new ChatTicker(sessions, open, presence, config, logger, phone ? phoneCalls : null),
    },
    {
      provide: ChatHub,
      inject: [ChatSessions, OpenChats, CHAT_SIGNALS, CHAT_PRESENCE, CHAT_CONFIG, LOGGER],
      useFactory: (sessions: ChatSessions, open: OpenChats, signals: ChatSignals, presence: ChatPresence, config: ChatConfig, logger: Logger) =>
        new ChatHub(sessions, open, signals, presence, config.now, logger),
    },
    RequestChatHandler,
    AnswerChatHandler,
    SendChatMessageHandler,
    EndChatHandler,
    IssueCallCredentialsHandler,
    PlacePhoneCallHandler,
    HandlePhoneCallStatusHandler,
  ],
  exports: [ChatTicker, ChatSessions],
})
export class ChatModule implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private socketServer: { close(): Promise<void> } | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ChatFeed) private readonly feed: ChatFeed,
    @Inject(OpenChats) private readonly open: OpenChats,
    @Inject(ChatHub) private readonly hub: ChatHub,
    @Inject(ChatTicker) private readonly ticker: ChatTicker,
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
    @Inject(SESSION_SECRET) private readonly sessionSecret: string,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  /** Follow the store (the past first, so a restart resumes every open session), open the socket, then tick. One-off tools (no ticker) do none of it. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.tickMs === null) return;
    this.feed.listen((event, live) => this.hub.onEvent(event, live, this.open.apply(event)));
    await this.hub.start();
    await this.feed.follow(this.store, (error) => this.logger.error({ err: error }, 'chat feed lost the store; following again in a second'));
    this.socketServer = attachChatSocketServer(this.http.httpAdapter.getHttpServer(), {
      hub: this.hub,
      sessionSecret: this.sessionSecret,
      sessions: new EventSourcedSessionVerifier(this.store),
      logger: this.logger,
      sessionRecheckMs: this.config.sessionRecheckMs,
    });
    this.ticker.start(this.config.tickMs);
  }

  /** Before the HTTP server closes: it would wait for the open sockets for ever. */
  async beforeApplicationShutdown(): Promise<void> {
    this.hub.stop();
    await this.socketServer?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ticker.stop();
    await this.feed.stop();
  }
}
