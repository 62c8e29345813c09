import type { CallCredentialsView, ChatSessionView, CreateChatSession, UpdateChatSession } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';

type Answer = { readonly view: ChatSessionView; readonly position: string | undefined };

/** The caller is always the session's user: the server decides who they are in the chat. */
export class RequestChat extends Command<Answer> {
  constructor(
    readonly customerId: string,
    readonly body: CreateChatSession,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class AnswerChat extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly answer: UpdateChatSession,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class SendChatMessage extends Command<Answer & { readonly messageId: string }> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly text: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class EndChat extends Command<Answer> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** A participant of a call asks for its ICE servers (nothing is recorded: the credentials are derived, not stored). */
export class IssueCallCredentials extends Command<CallCredentialsView> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
