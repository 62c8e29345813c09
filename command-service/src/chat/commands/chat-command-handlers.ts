import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChatSessions, type ChatOutcome } from '../chat-sessions.js';
import { chatSessionView } from '../chat-view.js';
import { AnswerChat, EndChat, RequestChat, SendChatMessage } from './chat-commands.js';

const answer = ({ chat, position }: ChatOutcome) => ({ view: chatSessionView(chat), position });

/** create_chat_session (docs/chat.md). */
@CommandHandler(RequestChat)
export class RequestChatHandler implements ICommandHandler<RequestChat> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ customerId, body, meta }: RequestChat) {
    return answer(await this.sessions.request(customerId, body, meta));
  }
}

/** update_chat_session/{id}: the astrologer accepts or rejects. */
@CommandHandler(AnswerChat)
export class AnswerChatHandler implements ICommandHandler<AnswerChat> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ userId, sessionId, answer: reply, meta }: AnswerChat) {
    return answer(await this.sessions.answer(userId, sessionId, reply, meta));
  }
}

/** create_message. */
@CommandHandler(SendChatMessage)
export class SendChatMessageHandler implements ICommandHandler<SendChatMessage> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ userId, sessionId, text, meta }: SendChatMessage) {
    const sent = await this.sessions.sendMessage(userId, sessionId, text, meta);
    return { ...answer(sent), messageId: sent.messageId };
  }
}

/** end_chat_session/{id}. */
@CommandHandler(EndChat)
export class EndChatHandler implements ICommandHandler<EndChat> {
  constructor(@Inject(ChatSessions) private readonly sessions: ChatSessions) {}
  async execute({ userId, sessionId, meta }: EndChat) {
    return answer(await this.sessions.end(userId, sessionId, meta));
  }
}
