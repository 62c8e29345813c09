import { CHAT_STREAM_PREFIX } from '@nakshatra/contracts';
import { StoreFeed, type StoreEventListener } from '../shared/store-feed.js';

/** What follows the chat feed: told of each chat event in order; `live` is false while the past is read. */
export type ChatEventListener = StoreEventListener;

/**
 * Every `chat-` event of the store, in order, for this instance of the command service: the ticker's
 * index of open sessions and the WebSocket hub both follow it (shared/store-feed.ts).
 */
export class ChatFeed extends StoreFeed {
  constructor() {
    super(CHAT_STREAM_PREFIX);
  }
}
