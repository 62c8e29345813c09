import type { Logger } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@nakshatra/event-store';
import { notifyAstrologerOfRequest, notifyCustomerOfDecline } from '../../notifications/chat-request-notifications.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { NOTIFIER, type Notifier } from '../../notifications/notifier.js';
import { LOGGER } from '../../shared/logger.token.js';
import { ChatSessions, type ChatOutcome } from '../chat-sessions.js';
import { refuse } from '@nakshatra/platform';
import { ICE_CONFIG, iceServersFor, type IceConfig } from '../../calls/media/index.js';
import { CHAT_CONFIG, type ChatConfig } from '../chat-config.js';
import { PhoneCalls } from '../phone-calls.js';
import { AnswerChat, EndChat, HandlePhoneCallStatus, IssueCallCredentials, PlacePhoneCall, RequestChat, SendChatMessage } from './chat-commands.js';

/** The session as the caller sees it (ChatSessions.view), and the position to read it at. */
const answer = (sessions: ChatSessions, { chat, position }: ChatOutcome, callerId: string) => ({ view: sessions.view(chat, callerId), position });

/** create_chat_session (docs/chat.md). */
@CommandHandler(RequestChat)
export class RequestChatHandler implements ICommandHandler<RequestChat> {
  constructor(
    @Inject(ChatSessions) private readonly sessions: ChatSessions,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}
  async execute({ customerId, body, meta }: RequestChat) {
    const requested = await this.sessions.request(customerId, body, meta);
    // After the request is recorded, and best effort: a notification never fails the request (docs/notifications.md).
    await notifyAstrologerOfRequest(this.notifier, this.logger, requested.chat.request, meta);
    return answer(this.sessions, requested, customerId);
  }
}

/** update_chat_session/{id}: the astrologer accepts or rejects; a customer whose request is rejected is told. */
@CommandHandler(AnswerChat)
export class AnswerChatHandler implements ICommandHandler<AnswerChat> {
  constructor(
    @Inject(ChatSessions) private readonly sessions: ChatSessions,
    @Inject(NOTIFIER) private readonly notifier: Notifier,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}
  async execute({ userId, sessionId, answer: reply, meta }: AnswerChat) {
    const answered = await this.sessions.answer(userId, sessionId, reply, meta);
    // Only the rejection this call made (a repeated reject appends nothing and tells no one again).
    if (reply.action === 'reject' && answered.chat.status === 'rejected' && answered.position !== undefined) {
      await notifyCustomerOfDecline(this.notifier, this.logger, this.store, { ...answered.chat.request, channel: answered.chat.channel }, reply.reason, meta);
    }
    return answer(this.sessions, answered, userId);
  }
}

/** create_message. */
@CommandHandler(SendChatMessage)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessage> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ userId, sessionId, text, meta }: SendChatMessage) {
    const sent = await this.sessions.sendMessage(userId, sessionId, text, meta);
    return { ...answer(this.sessions, sent, userId), messageId: sent.messageId };
  }
}

/** end_chat_session/{id}. */
@CommandHandler(EndChat)
export class EndChatHandler implements ICommandHandler<EndChat> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ userId, sessionId, meta }: EndChat) {
    return answer(this.sessions, await this.sessions.end(userId, sessionId, meta), userId);
  }
}

/** create_call_credentials/{id}: only the two participants of a call that has not ended. */
@CommandHandler(IssueCallCredentials)
export class IssueCallCredentialsHandler implements ICommandHandler<IssueCallCredentials> {
  constructor(
    @Inject(ChatSessions) private readonly sessions: ChatSessions,
    @Inject(ICE_CONFIG) private readonly ice: IceConfig,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
  ) {}
  async execute({ userId, sessionId }: IssueCallCredentials) {
    const { chat } = await this.sessions.asParticipant(userId, sessionId);
    if (chat.channel !== 'call') throw refuse('chat.not_a_call');
    if (chat.status === 'ended' || chat.status === 'rejected') throw refuse('chat.ended');
    return { ice_servers: iceServersFor(this.ice, userId, this.config.now()).map((server) => ({ ...server, urls: [...server.urls] })) };
  }
}

/** create_phone_call/{id}: the customer is rung on their phone through the phone bridge. */
@CommandHandler(PlacePhoneCall)
export class PlacePhoneCallHandler implements ICommandHandler<PlacePhoneCall> {
  constructor(
    @Inject(ChatSessions) private readonly sessions: ChatSessions,
    @Inject(PhoneCalls) private readonly phoneCalls: PhoneCalls,
  ) {}
  async execute({ userId, sessionId, meta }: PlacePhoneCall) {
    const placed = await this.phoneCalls.place(userId, sessionId, meta);
    return { ...answer(this.sessions, placed, userId), phone: placed.phone };
  }
}

/** phone_call_status: the provider's status callback. */
@CommandHandler(HandlePhoneCallStatus)
export class HandlePhoneCallStatusHandler implements ICommandHandler<HandlePhoneCallStatus> {
  constructor(@Inject(PhoneCalls) private readonly phoneCalls: PhoneCalls) {}
  async execute({ provider, callback, meta }: HandlePhoneCallStatus) {
    return { outcome: await this.phoneCalls.callback(provider, callback, meta) };
  }
}
