import { createHash, randomUUID } from 'node:crypto';
import {
  astrologerEarningsStreamName,
  astrologerStreamName,
  chatMinuteKey,
  chatStreamName,
  customerChatStreamName,
  isUuid,
  waitlistStreamName,
  type ChatEndedBy,
  type ChatIntake,
  type ChatEvent,
  type ChatParticipant,
  type ChatRejection,
  type CreateChatSession,
  type ChatSessionView,
  type MinuteBilled,
  type PhoneCallFailure,
  type RefusalCode,
} from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { HttpError, refuse } from '@nakshatra/platform';
import { astrologerStreamOfUser } from '../astrologers/astrologer-of-user.js';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { StreamBatcher } from '../shared/stream-batcher.js';
import { movementResult } from '../wallet/movement-result.js';
import type { WalletLedger } from '../wallet/wallet-ledger.js';
import { earningsDecider } from './astrologer-earnings.decider.js';
import { answerDeadline, isLowBalance, minuteStart, splitMinute } from './chat-billing.js';
import type { ChatConfig } from './chat-config.js';
import { chatSessionView } from './chat-view.js';
import { billedFrom, chatDecider, existingChat, isOpenSession, MinuteInFlight, minutesDue, participantOf, pendingPhoneCall, type ChatCommand, type ChatState, type ExistingChat } from './chat.decider.js';
import { customerChatDecider } from './customer-chat.decider.js';
import { astrologerQueueDecider, offeredEntry, waitlistHolds } from '../queue/astrologer-queue.decider.js';
import type { OpenChats } from './open-chats.js';

export interface ChatOutcome {
  readonly chat: ExistingChat;
  /** The last position written, for read-your-writes; undefined when nothing was. */
  readonly position: string | undefined;
}

const uuidOf = (id: string): string => {
  if (!isUuid(id)) throw refuse('chat.not_found');
  return id.toLowerCase();
};

/** The intake as the request records it, from what the customer sent (a chat or call request, a live turn's queue entry). */
export const chatIntakeOf = (intake: CreateChatSession['intake']): ChatIntake => ({
  name: intake.name,
  birthDate: intake.birth_date,
  birthTime: intake.birth_time ?? null,
  birthPlace: intake.birth_place,
  ...(intake.resolved_place ? { resolvedPlace: intake.resolved_place } : {}),
});

/** Why the astrologer's lock can refuse a request (the astrologer decider's StartSession). */
const LOCK_REFUSALS: ReadonlySet<RefusalCode> = new Set(['chat.astrologer_unavailable', 'chat.astrologer_busy', 'chat.astrologer_offline']);

const isRefusal = (error: unknown, codes: ReadonlySet<RefusalCode>): error is HttpError => error instanceof HttpError && codes.has(error.code);

/** The wallet cannot pay a minute: the chat ends at its start. */
const UNPAID: ReadonlySet<RefusalCode> = new Set(['wallet.insufficient_balance']);

/**
 * The chat use cases across their streams: the session (`chat-<id>`), the astrologer's lock, the
 * customer's free chat, the wallet and the astrologer's earnings. Each write is idempotent on its
 * own, so any step can be run again after a crash: the ticker and every call settle what is due.
 */
export class ChatSessions {
  /**
   * Writes to `chat-<id>`: a busy chat takes a message every few seconds from each side plus the
   * ticker's minutes, so its state stays cached (one round trip a message) and concurrent writes
   * are batched, with runCommand's guarantees (docs/wallet.md, StreamBatcher).
   */
  private readonly writer: StreamBatcher<ChatState, ChatCommand, ChatEvent>;

  constructor(
    private readonly store: EventStore,
    private readonly ledger: WalletLedger,
    private readonly config: ChatConfig,
    private readonly open: OpenChats,
    /** Whether the phone bridge is on: a call's customer may then ask to be rung on their phone (the views say so). */
    private readonly phoneBridgeOn = false,
  ) {
    this.writer = new StreamBatcher(store, chatDecider, {}, config.now);
  }

  /** A session as the command calls and the socket show it to `readerId` (only its customer is told the customer's id). */
  view(chat: ExistingChat, readerId: string): ChatSessionView {
    return chatSessionView(chat, readerId === chat.request.customerId, this.phoneBridgeOn);
  }

  /** A session by id, for the system (the phone bridge's callbacks); a missing one is not found. */
  async stateOf(id: string): Promise<ExistingChat> {
    return existingChat(await loadState(this.store, chatStreamName(uuidOf(id)), chatDecider));
  }

  /** The phone bridge's provider took a call for the customer (create_phone_call): record its id; the same id again appends nothing. */
  async recordPhoneCall(userId: string, sessionId: string, callId: string, maxDurationS: number, meta: CommandMetadata): Promise<ChatOutcome> {
    return this.run(sessionId, { type: 'PlacePhoneCall', userId, callId, maxDurationS, at: this.config.now() }, meta);
  }

  /**
   * The provider says both phones are talking since `at`: the call connects, and the minutes started
   * by `billUntil` (now: minute 1, as for media) are billed at once.
   */
  async connectPhoneCall(sessionId: string, callId: string, at: Date, meta: CommandMetadata, billUntil = this.config.now()): Promise<ChatOutcome> {
    const connected = await this.run(sessionId, { type: 'ConnectPhoneCall', callId, at }, meta);
    const settled = await this.settle(connected.chat, meta, billUntil);
    return { chat: settled.chat, position: settled.position ?? connected.position };
  }

  /** The phone call ended before both were connected: recorded, nothing billed, the session stays accepted. */
  async failPhoneCall(sessionId: string, callId: string, state: PhoneCallFailure, meta: CommandMetadata): Promise<ChatOutcome> {
    return this.run(sessionId, { type: 'FailPhoneCall', callId, state, at: this.config.now() }, meta);
  }

  /**
   * The phone call is over: the session ends at `endAt` (the provider's end, or its time limit), with
   * the minutes started before it billed, and none that starts at that very moment.
   */
  async endPhoneCall(sessionId: string, endAt: Date, meta: CommandMetadata): Promise<ChatOutcome> {
    const before = existingChat(await loadState(this.store, chatStreamName(sessionId), chatDecider));
    return this.finish(before, null, { by: 'system', reason: 'phone_ended' }, meta, endAt, new Date(endAt.getTime() - 1));
  }

  /** create_chat_session: checks the astrologer and the money, records the request, then takes the astrologer's lock. */
  async request(customerId: string, body: CreateChatSession, meta: CommandMetadata): Promise<ChatOutcome> {
    const astrologerId = body.astrologer_id.toLowerCase();
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (astrologer.status === 'absent') throw refuse('astrologer.not_found');
    const sessionId = randomUUID();
    // Refuse an offline or busy astrologer before writing anything; the lock below settles races.
    astrologerDecider.decide({ type: 'StartSession', sessionId }, astrologer);
    // Free, but customers wait on their waitlist: the one offered the consultation goes first (docs/waitlist.md).
    const queue = await loadState(this.store, waitlistStreamName(astrologerId), astrologerQueueDecider);
    if (waitlistHolds(queue, customerId)) throw refuse('chat.astrologer_busy');
    const channel = body.channel ?? 'chat';
    const callPrice = astrologer.profile.callPricePerMin ?? null;
    // No call price, or the "take calls" switch is off: this astrologer takes chats only (for now).
    if (channel === 'call' && (callPrice === null || !astrologer.takesCalls)) throw refuse('chat.no_calls');
    const freeChat = await this.claimFreeChat(customerId, sessionId, meta);
    const { balance } = await this.ledger.state(customerId);
    const command: ChatCommand = {
      type: 'Request',
      sessionId,
      customerId,
      astrologerId,
      astrologerUserId: astrologer.application.userId,
      pricePerMin: channel === 'call' ? callPrice! : astrologer.profile.pricePerMin,
      channel,
      intake: chatIntakeOf(body.intake),
      freeChat,
      balance,
      at: this.config.now(),
    };
    const requested = await this.run(sessionId, command, meta).catch(async (error: unknown) => {
      // Not recorded (a refusal, or a write that failed): the free chat goes back. A write that
      // went through though an error came back is a request: it keeps it (the chat-release
      // workflow gives it back if it never starts).
      if (freeChat && (await loadState(this.store, chatStreamName(sessionId), chatDecider)).status === 'absent') await runCommand(this.store, customerChatStreamName(customerId), customerChatDecider, { type: 'ReleaseFreeChat', sessionId }, meta);
      throw error;
    });
    this.open.add(sessionId);
    try {
      const locked = await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'StartSession', sessionId }, meta);
      // Rejected or withdrawn while the lock was being taken: its end found nothing to free, so free it here.
      const after = await loadState(this.store, chatStreamName(sessionId), chatDecider);
      if (!isOpenSession(after)) return this.released({ chat: existingChat(after), position: locked.position }, meta);
      // The offer this request answers is taken. A crash before it only lets the offer lapse in 60 s: the consultation is on.
      const taken =
        offeredEntry(queue)?.customerId === customerId
          ? await runCommand(this.store, waitlistStreamName(astrologerId), astrologerQueueDecider, { type: 'TakeOffer', customerId, chatSessionId: sessionId, at: this.config.now() }, meta, { maxAttempts: 20 })
          : { position: undefined };
      // The lock is the last write a reader of the astrologer's status waits for.
      return { chat: requested.chat, position: locked.position ?? taken.position ?? requested.position };
    } catch (error) {
      if (!isRefusal(error, LOCK_REFUSALS)) throw error;
      // Another customer took the astrologer between the check and the lock.
      await this.reject(sessionId, null, { by: 'system', reason: 'astrologer_busy' }, meta);
      throw error;
    }
  }

  /**
   * A live session's paid turn (docs/waitlist.md): a call request made for the viewer the astrologer
   * took from the queue, accepted at once in the astrologer's name. It runs under the live lock the
   * astrologer holds (`liveLock`), so it takes no lock of its own and its end frees nothing; it is
   * billed as any call, from both sides' media. Idempotent: a retry finds it requested and accepted.
   */
  async openTurn(turn: { sessionId: string; customerId: string; astrologerId: string; intake: ChatIntake; pricePerMin: number; liveLock: string }, meta: CommandMetadata): Promise<ChatOutcome> {
    const { sessionId, customerId, astrologerId, intake, pricePerMin } = turn;
    const existing = await loadState(this.store, chatStreamName(sessionId), chatDecider);
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (astrologer.status === 'absent') throw refuse('astrologer.not_found');
    if (existing.status === 'absent') {
      // Off air since the astrologer pressed "take next": no turn.
      if (astrologer.sessionId !== turn.liveLock) throw refuse('queue.not_live');
      const { balance } = await this.ledger.state(customerId);
      const command: ChatCommand = { type: 'Request', sessionId, customerId, astrologerId, astrologerUserId: astrologer.application.userId, pricePerMin, intake, channel: 'call', freeChat: false, balance, at: this.config.now() };
      await this.run(sessionId, command, meta);
    }
    this.open.add(sessionId);
    const accepted = await this.run(sessionId, { type: 'Accept', userId: astrologer.application.userId, at: this.config.now() }, meta);
    return accepted;
  }

  /** The astrologer accepts (and minute 1 is billed at once, unless free) or rejects. */
  async answer(userId: string, id: string, answer: { action: 'accept' } | { action: 'reject'; reason?: string | undefined }, meta: CommandMetadata): Promise<ChatOutcome> {
    const sessionId = uuidOf(id);
    if (answer.action === 'reject') return this.reject(sessionId, userId, { by: 'astrologer', reason: answer.reason ?? 'The astrologer cannot take this request now.' }, meta);
    await this.holdLockFor(userId, sessionId, meta);
    const accepted = await this.run(sessionId, { type: 'Accept', userId, at: this.config.now() }, meta);
    const settled = await this.settle(accepted.chat, meta);
    return { chat: settled.chat, position: settled.position ?? accepted.position };
  }

  /**
   * The astrologer holds this session's lock before it starts: the request takes it right after
   * recording itself, and a request that died between the two left a request without it, which
   * the astrologer could otherwise accept beside another consultation. Held already (the usual
   * case): nothing is written. Taken by another session meanwhile: the request is rejected as busy.
   */
  private async holdLockFor(userId: string, sessionId: string, meta: CommandMetadata): Promise<void> {
    const { chat, participant } = await this.asParticipant(userId, sessionId);
    if (participant !== 'astrologer' || !isOpenSession(chat)) return;
    try {
      await runCommand(this.store, astrologerStreamName(chat.request.astrologerId), astrologerDecider, { type: 'StartSession', sessionId }, meta);
    } catch (error) {
      if (!isRefusal(error, LOCK_REFUSALS)) throw error;
      if (chat.status === 'requested') await this.reject(sessionId, null, { by: 'system', reason: 'astrologer_busy' }, meta);
      throw error;
    }
  }

  async sendMessage(userId: string, id: string, text: string, meta: CommandMetadata): Promise<ChatOutcome & { readonly messageId: string }> {
    const messageId = randomUUID();
    const sent = await this.run(uuidOf(id), { type: 'SendMessage', userId, messageId, text, at: this.config.now() }, meta);
    return { ...sent, messageId };
  }

  /**
   * A call's side reports its media connected (the call screen, once its peer connection is up). The
   * second report connects the call, and minute 1 is billed at once, as a chat's is at acceptance.
   */
  async reportMediaConnected(userId: string, id: string, otherAlive: boolean, meta: CommandMetadata): Promise<ChatOutcome> {
    const reported = await this.run(uuidOf(id), { type: 'ReportMediaConnected', userId, otherAlive, at: this.config.now() }, meta);
    const settled = await this.settle(reported.chat, meta);
    return { chat: settled.chat, position: settled.position ?? reported.position };
  }

  /** A participant has read up to a message (the WebSocket's `read`); older receipts change nothing. */
  async markRead(userId: string, id: string, messageId: string, meta: CommandMetadata): Promise<ChatOutcome> {
    return this.run(uuidOf(id), { type: 'MarkRead', userId, messageId: messageId.toLowerCase(), at: this.config.now() }, meta);
  }

  /** A session and which side the user is in it; anyone else gets the 404 a missing session gets. */
  async asParticipant(userId: string, id: string): Promise<{ chat: ExistingChat; participant: ChatParticipant }> {
    const chat = existingChat(await loadState(this.store, chatStreamName(uuidOf(id)), chatDecider));
    return { chat, participant: participantOf(chat, userId) };
  }

  /**
   * The socket hub: an astrologer account with no socket anywhere for a while goes offline, unless
   * in a chat (the ticker ends a chat they left first). True when done or nothing was to do.
   */
  async astrologerGone(userId: string, meta: CommandMetadata): Promise<boolean> {
    const { stream } = await astrologerStreamOfUser(this.store, userId);
    const astrologer = await loadState(this.store, stream, astrologerDecider);
    if (astrologer.status === 'absent' || astrologer.availability !== 'online') return true;
    if (astrologer.sessionId) return false;
    await runCommand(this.store, stream, astrologerDecider, { type: 'SetAvailability', availability: 'offline' }, meta);
    return true;
  }

  /** Either participant ends; minutes started before now are billed first, so the summary is whole. */
  async end(userId: string, id: string, meta: CommandMetadata): Promise<ChatOutcome> {
    const before = existingChat(await loadState(this.store, chatStreamName(uuidOf(id)), chatDecider));
    const by = participantOf(before, userId);
    // A call on the phones ends when the phone call does (the provider says so): ended on the screen,
    // the phone call, ringing or connected, would go on unbilled to its time limit (docs/phone-bridge.md).
    if (before.status === 'active' && (before.connectedByPhone !== null || pendingPhoneCall(before) !== null)) throw refuse('chat.on_the_phone');
    return this.finish(before, userId, { by, reason: null }, meta);
  }

  /** The ticker: a side that had the chat open has been gone too long (ChatPresence); bill what started and end it. */
  async endLeft(sessionId: string, meta: CommandMetadata): Promise<ChatOutcome> {
    const before = existingChat(await loadState(this.store, chatStreamName(sessionId), chatDecider));
    return this.finish(before, null, { by: 'system', reason: 'timeout' }, meta);
  }

  /**
   * The ticker: a call a side has stopped beating for (or that never connected). It ends at `lastAlive`,
   * the last heartbeat of either side, and only minutes started before that are billed. `lostSide`:
   * the side silent the longer, when one was.
   */
  async endLost(sessionId: string, lastAlive: Date, meta: CommandMetadata, lostSide?: ChatParticipant): Promise<ChatOutcome> {
    const before = existingChat(await loadState(this.store, chatStreamName(sessionId), chatDecider));
    return this.finish(before, null, { by: 'system', reason: 'connection_lost', ...(lostSide ? { lostSide } : {}) }, meta, lastAlive);
  }

  private async finish(before: ExistingChat, userId: string | null, ended: ChatEndedBy, meta: CommandMetadata, at = this.config.now(), billUntil = at): Promise<ChatOutcome> {
    let settled = await this.settle(before, meta, billUntil);
    for (;;) {
      if (!isOpenSession(settled.chat)) return this.released(settled, meta);
      try {
        return this.released(await this.run(before.request.sessionId, { type: 'End', userId, ended, at }, meta), meta);
      } catch (error) {
        if (!(error instanceof MinuteInFlight)) throw error;
        // The ticker began billing a minute first: bill it here too (each write is idempotent), then end after it.
        settled = await this.settle(await this.stateOf(before.request.sessionId), meta, billUntil);
      }
    }
  }

  /** One pass of the ticker over a session: time out an unanswered request, bill minutes started by `billUntil` (now; a call: its last heartbeat). */
  async tick(sessionId: string, meta: CommandMetadata, billUntil = this.config.now()): Promise<void> {
    const state = await loadState(this.store, chatStreamName(sessionId), chatDecider);
    if (state.status === 'absent') return;
    if (state.status === 'requested' && this.config.now() >= answerDeadline(state.request.requestedAt)) {
      await this.reject(sessionId, null, { by: 'system', reason: 'timeout' }, meta);
    } else if (state.status === 'active') {
      await this.settle(state, meta, billUntil);
    } else if (state.status === 'rejected' || state.status === 'ended') {
      // Finished, perhaps by a call that died before freeing the astrologer: free them now.
      await this.released({ chat: state, position: undefined }, meta);
    }
  }

  private async reject(sessionId: string, userId: string | null, rejection: ChatRejection, meta: CommandMetadata): Promise<ChatOutcome> {
    return this.released(await this.run(sessionId, { type: 'Reject', userId, rejection, at: this.config.now() }, meta), meta);
  }

  /**
   * Bills every minute started by `until` (now) not billed yet, in order; a minute the wallet cannot
   * pay ends the chat at its start. Each minute's billing is begun on the session before its money
   * moves, so an end written first stops it, and an end written after waits for it (docs/chat.md).
   */
  private async settle(chat: ExistingChat, meta: CommandMetadata, until = this.config.now()): Promise<ChatOutcome> {
    const sessionId = chat.request.sessionId;
    let current: ChatOutcome = { chat, position: undefined };
    for (const minute of minutesDue(chat, until)) {
      const begun = await this.run(sessionId, { type: 'StartMinuteBilling', minute, at: until }, meta);
      current = { chat: begun.chat, position: begun.position ?? current.position };
      if (begun.chat.billingStartedUpTo < minute) return current;
      const billed = await this.billMinute(current.chat, minute, meta);
      if (billed === 'unpaid') {
        const ended: ChatEndedBy = { by: 'system', reason: 'balance_exhausted' };
        const outcome = await this.run(sessionId, { type: 'End', userId: null, ended, at: minuteStart(billedFrom(chat)!, minute), unpaidMinute: minute }, meta);
        return this.released({ chat: outcome.chat, position: outcome.position ?? current.position }, meta);
      }
      const recorded = await this.run(sessionId, { type: 'RecordMinute', billed }, meta);
      current = { chat: recorded.chat, position: recorded.position ?? current.position };
    }
    return current;
  }

  /** The debit (keyed by the minute) and the astrologer's credit (idempotent per minute); free minutes move no money. */
  private async billMinute(chat: ExistingChat, minute: number, meta: CommandMetadata): Promise<MinuteBilled | 'unpaid'> {
    const { sessionId, customerId, astrologerId, pricePerMin, freeMinutes } = chat.request;
    if (minute <= freeMinutes) {
      const { balance } = await this.ledger.state(customerId);
      return { minute, amount: 0, walletTransactionId: null, astrologerEarning: 0, commission: 0, balanceAfter: balance, lowBalance: isLowBalance(balance, pricePerMin) };
    }
    const idempotencyKey = chatMinuteKey(sessionId, minute);
    const requestHash = createHash('sha256').update(`${idempotencyKey}:${pricePerMin}`).digest('hex');
    let debited: { transactionId: string; balance: number };
    try {
      const outcome = await this.ledger.execute(
        customerId,
        { type: 'Debit', transactionId: randomUUID(), amount: pricePerMin, reason: `${chat.channel === 'call' ? 'Call' : 'Chat'} consultation, minute ${minute}`, source: { kind: 'session', id: sessionId }, idempotencyKey, requestHash },
        meta,
      );
      debited = movementResult(outcome, { idempotencyKey, requestHash });
    } catch (error) {
      if (isRefusal(error, UNPAID)) return 'unpaid';
      throw error;
    }
    const { commission, astrologerEarning } = splitMinute(pricePerMin, this.config.commissionBp);
    const earning = { sessionId, minute, gross: pricePerMin, commission, amount: astrologerEarning, walletTransactionId: debited.transactionId };
    await runCommand(this.store, astrologerEarningsStreamName(astrologerId), earningsDecider, { type: 'Credit', earning }, meta, { maxAttempts: 50 });
    return { minute, amount: pricePerMin, walletTransactionId: debited.transactionId, astrologerEarning, commission, balanceAfter: debited.balance, lowBalance: isLowBalance(debited.balance, pricePerMin) };
  }

  /**
   * A finished session frees the astrologer, and one that never started — a chat never accepted, a
   * call never connected — gives the free consultation back. Both are no-ops when done.
   */
  private async released(outcome: ChatOutcome, meta: CommandMetadata): Promise<ChatOutcome> {
    const { chat } = outcome;
    if (chat.status !== 'rejected' && chat.status !== 'ended') return outcome;
    const { sessionId, astrologerId, customerId, freeMinutes } = chat.request;
    const freed = await runCommand(this.store, astrologerStreamName(astrologerId), astrologerDecider, { type: 'EndSession', sessionId }, meta);
    if (freeMinutes > 0 && billedFrom(chat) === null) await runCommand(this.store, customerChatStreamName(customerId), customerChatDecider, { type: 'ReleaseFreeChat', sessionId }, meta);
    this.open.remove(sessionId);
    // Freeing the astrologer is the last write a reader of their status must wait for.
    return { chat, position: freed.position ?? outcome.position };
  }

  private async claimFreeChat(customerId: string, sessionId: string, meta: CommandMetadata): Promise<boolean> {
    const { state } = await runCommand(this.store, customerChatStreamName(customerId), customerChatDecider, { type: 'ClaimFreeChat', sessionId }, meta);
    return state.freeChatSession === sessionId;
  }

  private async run(sessionId: string, command: ChatCommand, meta: CommandMetadata): Promise<ChatOutcome> {
    const { state, position } = await this.writer.execute(chatStreamName(sessionId), command, meta);
    return { chat: existingChat(state), position };
  }
}
