import type { CallCredentialsView, ChatSessionView, CreateChatSession, UpdateChatSession } from '@nakshatra/contracts';
import type { PhoneBridgeCallback } from '../../calls/phone-bridge/index.js';
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

/** The customer of an accepted call asks to be rung on their own phone (create_phone_call, docs/phone-bridge.md). */
export class PlacePhoneCall extends Command<Answer & { readonly phone: string }> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** A phone bridge provider's status callback, exactly as received (phone_call_status). */
export class HandlePhoneCallStatus extends Command<{ readonly outcome: string }> {
  constructor(
    readonly provider: string,
    readonly callback: PhoneBridgeCallback,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
