import { chatStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { answerDeadline } from '../../chat/chat-billing.js';
import { CHAT_CONFIG, type ChatConfig } from '../../chat/chat-config.js';
import { chatDecider } from '../../chat/chat.decider.js';
import { loadState } from '../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { RATE_LIMITER } from '../../users/user-tokens.js';
import { chatRequestReminder } from '../chat-request-notifications.js';
import { InAppInbox } from '../in-app-inbox.js';
import { NOTIFIER, type Notifier } from '../notifier.js';
import { PushTokens } from '../push-tokens.js';
import { WebPushSubscriptions } from '../web-push/web-push-subscriptions.js';
import { NudgeChatRequest, ReadNotifications, RegisterPushToken, RegisterWebPush, UnregisterWebPush } from './notification-commands.js';

/** One reminder per session per this many seconds: enough to reach a distracted astrologer, too few to spam one. */
export const NUDGE_WINDOW_SECONDS = 15;

@CommandHandler(RegisterPushToken)
export class RegisterPushTokenHandler implements ICommandHandler<RegisterPushToken> {
  constructor(@Inject(PushTokens) private readonly tokens: PushTokens) {}
  async execute({ userId, token, platform, sessionId, meta }: RegisterPushToken) {
    return { position: await this.tokens.register(userId, token, platform, sessionId, meta) };
  }
}

@CommandHandler(RegisterWebPush)
export class RegisterWebPushHandler implements ICommandHandler<RegisterWebPush> {
  constructor(@Inject(WebPushSubscriptions) private readonly subscriptions: WebPushSubscriptions) {}
  async execute({ userId, subscription, meta }: RegisterWebPush) {
    return { position: await this.subscriptions.subscribe(userId, subscription, meta) };
  }
}

@CommandHandler(UnregisterWebPush)
export class UnregisterWebPushHandler implements ICommandHandler<UnregisterWebPush> {
  constructor(@Inject(WebPushSubscriptions) private readonly subscriptions: WebPushSubscriptions) {}
  async execute({ userId, endpoint, meta }: UnregisterWebPush) {
    return { position: await this.subscriptions.unsubscribe(userId, endpoint, 'user', meta) };
  }
}

@CommandHandler(ReadNotifications)
export class ReadNotificationsHandler implements ICommandHandler<ReadNotifications> {
  constructor(@Inject(InAppInbox) private readonly inbox: InAppInbox) {}
  async execute({ userId, ids, meta }: ReadNotifications) {
    return this.inbox.read(userId, ids, meta);
  }
}

/**
 * The customer's reminder to the astrologer. A session the caller is not the customer of is
 * "not found" (a stranger learns nothing about it); one no longer waiting for an answer is a 409.
 */
@CommandHandler(NudgeChatRequest)
export class NudgeChatRequestHandler implements ICommandHandler<NudgeChatRequest> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CHAT_CONFIG) private readonly chat: ChatConfig,
  ) {}

  async execute({ customerId, sessionId, meta }: NudgeChatRequest) {
    const id = sessionId.toLowerCase();
    const session = await loadState(this.store, chatStreamName(id), chatDecider);
    if (session.status === 'absent' || session.request.customerId !== customerId) throw refuse('chat.not_found');
    if (session.status !== 'requested' || this.chat.now() >= answerDeadline(session.request.requestedAt)) {
      throw refuse('nudge.not_waiting');
    }
    const limit = await this.limiter.hit(`chat-nudge:${id}`, 1, NUDGE_WINDOW_SECONDS);
    if (!limit.allowed) throw refuse('nudge.too_soon', { seconds: Math.max(1, limit.retryAfterSeconds) });
    await this.notifier.notify(session.request.astrologerUserId, chatRequestReminder(session.request), meta);
    return { position: undefined };
  }
}
