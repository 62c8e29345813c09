import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { LOGGER } from '../shared/logger.token.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { CHAT_CONFIG, type ChatConfig } from './chat-config.js';
import { ChatSessions } from './chat-sessions.js';
import { ChatTicker } from './chat-ticker.js';
import { AnswerChatHandler, EndChatHandler, RequestChatHandler, SendChatMessageHandler } from './commands/chat-command-handlers.js';
import { OpenChats } from './open-chats.js';

/** Chat consultations: requests, answers, messages, the end, and the ticker that bills minutes. */
@Module({
  imports: [WalletModule],
  providers: [
    { provide: OpenChats, useFactory: () => new OpenChats() },
    {
      provide: ChatSessions,
      inject: [EVENT_STORE, WalletLedger, CHAT_CONFIG, OpenChats],
      useFactory: (store: EventStore, ledger: WalletLedger, config: ChatConfig, open: OpenChats) => new ChatSessions(store, ledger, config, open),
    },
    {
      provide: ChatTicker,
      inject: [ChatSessions, OpenChats, CHAT_CONFIG, LOGGER],
      useFactory: (sessions: ChatSessions, open: OpenChats, config: ChatConfig, logger: Logger) => new ChatTicker(sessions, open, config, logger),
    },
    RequestChatHandler,
    AnswerChatHandler,
    SendChatMessageHandler,
    EndChatHandler,
  ],
  exports: [ChatTicker],
})
export class ChatModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(OpenChats) private readonly open: OpenChats,
    @Inject(ChatTicker) private readonly ticker: ChatTicker,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}

  /** Follow the store for open sessions (the past first, so a restart resumes them), then tick. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.tickMs === null) return;
    await this.open.follow(this.store, (error) => this.logger.error({ err: error }, 'chat session index stopped following the store'));
    this.ticker.start(this.config.tickMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.ticker.stop();
    await this.open.stop();
  }
}
