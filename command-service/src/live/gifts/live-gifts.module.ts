import type { EventStore } from '@nakshatra/event-store';
import { Module } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from '../../chat/chat-config.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { WalletModule } from '../../wallet/wallet.module.js';
import { WalletLedger } from '../../wallet/wallet-ledger.js';
import { LiveGifts } from './live-gifts.js';
import { SendLiveGiftHandler } from './send-live-gift.handler.js';

/** Gifts on air, paid through the wallet module's ledger at the consultations' commission (docs/live.md, "Gifts"). */
@Module({
  imports: [WalletModule],
  providers: [
    {
      provide: LiveGifts,
      inject: [EVENT_STORE, WalletLedger, CHAT_CONFIG],
      useFactory: (store: EventStore, ledger: WalletLedger, chat: ChatConfig) => new LiveGifts(store, ledger, chat.commissionBp, chat.now),
    },
    SendLiveGiftHandler,
  ],
})
export class LiveGiftsModule {}
