import { randomUUID } from 'node:crypto';
import {
  astrologerStreamName,
  isLiveLock,
  isUuid,
  liveLockId,
  liveQueueStreamName,
  liveStreamName,
  notificationOf,
  waitlistStreamName,
  type JoinLiveQueue,
  type LiveTurnView,
  type QueueEntryView,
  type RefusalCode,
} from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { HttpError, refuse, type Logger } from '@nakshatra/platform';
import { astrologerDecider, existingAstrologer, type AstrologerState } from '../astrologers/astrologer.decider.js';
import { chatIntakeOf, type ChatSessions } from '../chat/chat-sessions.js';
import { existingLiveSession, liveSessionDecider, type ExistingLiveSession } from '../live/sessions/live-session.decider.js';
import type { Notifier } from '../notifications/notifier.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata, type CommandMetadata } from '../shared/command-metadata.js';
import type { WalletLedger } from '../wallet/wallet-ledger.js';
import {
  activeEntryOf,
  astrologerQueueDecider,
  offeredEntry,
  turnOf,
  waitingIn,
  type ActiveEntry,
  type AstrologerQueueCommand,
  type AstrologerQueueState,
  type QueueScope,
} from './astrologer-queue.decider.js';
import { queueEntryView } from './queue-entry-view.js';
import type { QueueStep } from './queue-steps.js';

export interface QueueOutcome {
  readonly view: QueueEntryView;
  readonly position: string | undefined;
}

export interface TurnOutcome {
  readonly view: LiveTurnView;
  readonly position: string | undefined;
}

const uuidOr = (id: string, code: 'live.not_found' | 'astrologer.not_found' | 'queue.entry_not_found'): string => {
  if (!isUuid(id)) throw refuse(code);
  return id.toLowerCase();
};

/** Why a turn's call cannot be made for the viewer taken: the turn ends (`callRefused`) and the astrologer takes the next. */
const TURN_CALL_REFUSALS: ReadonlySet<RefusalCode> = new Set(['wallet.insufficient_balance', 'chat.consult_yourself']);
const isRefusal = (error: unknown, codes: ReadonlySet<RefusalCode>): error is HttpError => error instanceof HttpError && codes.has(error.code);

/** Many viewers join a popular session's line at once: its writes retry through the conflicts. */
const LINE_ATTEMPTS = 50;

const SYSTEM = { id: 'astrologer-queues', role: 'system' } as const;

/**
 * The astrologer's queue across its streams (docs/waitlist.md): a live session's line
 * (`queue-live-<id>`) and its paid turns, which are calls (`chat-<id>`) made under the live lock;
 * the waitlist (`queue-waitlist-<astrologerId>`) and its offers. Each write is idempotent, and a
 * crash between two is finished by the queue workflows (queue-turn, live-queue-close, waitlist-offer).
 */
/** An astrologer who could take a consultation now: the waitlist's offers are made, and kept, only then. */
const isFreeAndOnline = (astrologer: AstrologerState): astrologer is Exclude<AstrologerState, { readonly status: 'absent' }> => astrologer.status !== 'absent' && astrologer.sessionId === null && astrologer.availability === 'online';

/** A session still to come or on air: its line stays open. */
const isOnOrComing = (status: ExistingLiveSession['status']): boolean => status === 'live' || status === 'scheduled';

export class AstrologerQueues {
  constructor(
    private readonly store: EventStore,
    private readonly ledger: WalletLedger,
    private readonly chats: ChatSessions,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** join_live_queue/{sessionId}: the viewer waits for a paid turn, with the balance for 5 minutes at the call price. */
  async joinLive(customerId: string, id: string, body: JoinLiveQueue, meta: CommandMetadata): Promise<QueueOutcome> {
    const session = await this.liveSession(id);
    const { sessionId, astrologerId, astrologerUserId } = session.session;
    if (session.status !== 'live') throw refuse('queue.not_live');
    if (customerId === astrologerUserId) throw refuse('queue.own_queue');
    const astrologer = existingAstrologer(await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider));
    const callPrice = astrologer.profile.callPricePerMin ?? null;
    if (callPrice === null || !astrologer.takesCalls) throw refuse('queue.no_calls');
    const { balance } = await this.ledger.state(customerId);
    const scope: QueueScope = { source: 'live', liveSessionId: sessionId };
    const join: AstrologerQueueCommand = { type: 'Join', entryId: randomUUID(), astrologerId, customerId, scope, intake: chatIntakeOf(body.intake), pricePerMin: callPrice, balance, at: this.now() };
    const { state, position } = await this.runLine(sessionId, join, meta);
    // Ended while the viewer joined: the line's closing may have found nobody, so close it here.
    if ((await this.liveSession(sessionId)).status !== 'live') {
      await this.runLine(sessionId, { type: 'CloseLive', liveSessionId: sessionId, at: this.now() }, meta);
      throw refuse('queue.not_live');
    }
    return { view: queueEntryView(state, activeEntryOf(state, customerId, scope)!, turnOf(state, sessionId) !== undefined), position };
  }

  /** leave_live_queue/{sessionId}: free, at any time before the turn; leaving again answers the entry that left. */
  async leaveLive(customerId: string, id: string, meta: CommandMetadata): Promise<QueueOutcome> {
    const sessionId = uuidOr(id, 'queue.entry_not_found');
    return this.leave(liveQueueStreamName(sessionId), customerId, { source: 'live', liveSessionId: sessionId }, meta);
  }

  /** join_waitlist/{astrologerId}: only while the astrologer is busy in a consultation (or free with customers already waiting). */
  async joinWaitlist(customerId: string, id: string, meta: CommandMetadata): Promise<QueueOutcome> {
    const astrologerId = uuidOr(id, 'astrologer.not_found');
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (astrologer.status !== 'approved' || !astrologer.active) throw refuse('astrologer.not_found');
    if (astrologer.application.userId === customerId) throw refuse('queue.own_queue');
    if (astrologer.sessionId && isLiveLock(astrologer.sessionId)) throw refuse('queue.astrologer_live');
    if (astrologer.availability !== 'online') throw refuse('queue.astrologer_offline');
    const scope: QueueScope = { source: 'consultation', liveSessionId: null };
    const before = await loadState(this.store, waitlistStreamName(astrologerId), astrologerQueueDecider);
    const lineEmpty = waitingIn(before, scope).length === 0 && !offeredEntry(before);
    if (!astrologer.sessionId && lineEmpty && !activeEntryOf(before, customerId, scope)) throw refuse('queue.astrologer_free');
    const join: AstrologerQueueCommand = { type: 'Join', entryId: randomUUID(), astrologerId, customerId, scope, intake: null, pricePerMin: astrologer.profile.pricePerMin, balance: 0, at: this.now() };
    const { state, position } = await runCommand(this.store, waitlistStreamName(astrologerId), astrologerQueueDecider, join, meta, { maxAttempts: LINE_ATTEMPTS, now: this.now });
    return { view: queueEntryView(state, activeEntryOf(state, customerId, scope)!, astrologer.sessionId !== null), position };
  }

  /** leave_waitlist/{astrologerId}: free, an offer held included (the next customer is offered it). */
  async leaveWaitlist(customerId: string, id: string, meta: CommandMetadata): Promise<QueueOutcome> {
    const astrologerId = uuidOr(id, 'queue.entry_not_found');
    return this.leave(waitlistStreamName(astrologerId), customerId, { source: 'consultation', liveSessionId: null }, meta);
  }

  /**
   * take_next_in_queue/{sessionId}: the astrologer on air takes the first waiting viewer. Two streams:
   * the turn is claimed on the line (QueueTurnStarted names its call), then the call is made for the
   * viewer and accepted (ChatSessions.openTurn). A crash between them is completed by the queue-turn
   * workflow. A call the viewer can no longer pay for ends the turn at once (`left`: take the next).
   */
  async takeNext(userId: string, id: string, meta: CommandMetadata): Promise<TurnOutcome> {
    const session = await this.ownLiveSession(userId, id);
    const { sessionId } = session.session;
    if (session.status !== 'live') throw refuse('queue.not_live');
    const { state } = await this.runLine(sessionId, { type: 'StartTurn', liveSessionId: sessionId, chatSessionId: randomUUID(), at: this.now() }, meta);
    return this.openTurnCall(session, turnOf(state, sessionId)!, meta);
  }

  /** skip_queue_entry/{sessionId}: the astrologer lets a waiting viewer go without a turn. */
  async skip(userId: string, id: string, entryId: string, meta: CommandMetadata): Promise<TurnOutcome> {
    const session = await this.ownLiveSession(userId, id);
    const { sessionId } = session.session;
    const leave: AstrologerQueueCommand = { type: 'Leave', entryId: uuidOr(entryId, 'queue.entry_not_found'), customerId: null, by: 'astrologer', reason: 'skipped', at: this.now() };
    const { state, position } = await this.runLine(sessionId, leave, meta);
    if (state.finished.get(leave.entryId)?.entry.liveSessionId !== sessionId) throw refuse('queue.entry_not_found');
    return { view: { live_session_id: sessionId, entry_id: leave.entryId, chat_session_id: null, status: 'left' }, position };
  }

  /** end_live_turn/{sessionId}: the turn's call ends as the astrologer's hang-up (minutes started billed), then the turn. */
  async endTurn(userId: string, id: string, meta: CommandMetadata): Promise<TurnOutcome> {
    const session = await this.ownLiveSession(userId, id);
    const { sessionId } = session.session;
    const line = await loadState(this.store, liveQueueStreamName(sessionId), astrologerQueueDecider);
    const turn = turnOf(line, sessionId);
    if (!turn?.chatSessionId) throw refuse('queue.no_turn');
    const ended = await this.chats.end(userId, turn.chatSessionId, meta);
    const recorded = await this.runLine(sessionId, { type: 'EndTurn', chatSessionId: turn.chatSessionId, callRefused: false, at: this.now() }, meta);
    return { view: { live_session_id: sessionId, entry_id: turn.entryId, chat_session_id: turn.chatSessionId, status: 'done' }, position: recorded.position ?? ended.position };
  }

  /** A workflow's step (queue-steps.ts): each appends nothing when it is done already. */
  async runStep(step: QueueStep): Promise<void> {
    const meta = commandMetadata(SYSTEM, `${step.type}-${this.now().toISOString()}`);
    switch (step.type) {
      case 'OpenTurnCall': {
        const line = await loadState(this.store, liveQueueStreamName(step.liveSessionId), astrologerQueueDecider);
        const turn = line.active.find((entry) => entry.status === 'in_turn' && entry.chatSessionId === step.chatSessionId);
        if (!turn) return;
        await this.openTurnCall(await this.liveSession(step.liveSessionId), turn, meta).catch((error: unknown) => {
          // Off air in between: the turn ends with no call.
          if (!isRefusal(error, new Set<RefusalCode>(['queue.not_live']))) throw error;
          return this.runLine(step.liveSessionId, { type: 'EndTurn', chatSessionId: step.chatSessionId, callRefused: true, at: this.now() }, meta);
        });
        return;
      }
      case 'EndTurn':
        await this.runLine(step.liveSessionId, { type: 'EndTurn', chatSessionId: step.chatSessionId, callRefused: step.callRefused, at: this.now() }, meta);
        return;
      case 'EndTurnCall': {
        const call = await this.chats.stateOf(step.chatSessionId);
        await this.chats.end(call.request.astrologerUserId, step.chatSessionId, meta);
        return;
      }
      case 'CloseLiveQueue':
        if (step.ifSessionOver && isOnOrComing((await this.liveSession(step.liveSessionId)).status)) return;
        await this.runLine(step.liveSessionId, { type: 'CloseLive', liveSessionId: step.liveSessionId, at: this.now() }, meta);
        return;
      case 'OfferWaitlist':
        await this.offer(step.astrologerId, meta);
        return;
      case 'ExpireOffer': {
        // Gone live, offline or into another session meanwhile: the offer could not be taken, so its customer keeps their place.
        const astrologer = await loadState(this.store, astrologerStreamName(step.astrologerId), astrologerDecider);
        const expire = { type: 'ExpireOffer', entryId: step.entryId, at: this.now(), astrologerAvailable: isFreeAndOnline(astrologer) } as const;
        await runCommand(this.store, waitlistStreamName(step.astrologerId), astrologerQueueDecider, expire, meta, { maxAttempts: LINE_ATTEMPTS });
        return;
      }
    }
  }

  /** The astrologer is free and online: the first on the waitlist is offered the consultation, and told (best effort: the offer shows on their page anyway). */
  private async offer(astrologerId: string, meta: CommandMetadata): Promise<void> {
    const astrologer = await loadState(this.store, astrologerStreamName(astrologerId), astrologerDecider);
    if (!isFreeAndOnline(astrologer)) return;
    const { state, events } = await runCommand(this.store, waitlistStreamName(astrologerId), astrologerQueueDecider, { type: 'Offer', at: this.now() }, meta, { maxAttempts: LINE_ATTEMPTS });
    const offered = events.find((event) => event.type === 'QueueOffered');
    if (!offered) return;
    const entry = offeredEntry(state)!;
    const name = astrologer.profile.name;
    await this.notifier
      .notify(
        entry.customerId,
        {
          ...notificationOf('waitlist_offer', { astrologer_name: name, astrologer_id: astrologerId, entry_id: entry.entryId, expires_at: entry.offerExpiresAt! }),
          link: `/astrologer-profile/${astrologerId}`,
        },
        meta,
      )
      .catch((error: unknown) => this.logger.warn({ err: error, astrologerId }, 'a waitlist offer was not notified'));
  }

  /** Makes the turn's call; one the viewer can no longer pay for ends the turn (`left`), and the astrologer takes the next. */
  private async openTurnCall(session: ExistingLiveSession, turn: ActiveEntry, meta: CommandMetadata): Promise<TurnOutcome> {
    const { sessionId, astrologerId } = session.session;
    const chatSessionId = turn.chatSessionId!;
    const view = (status: LiveTurnView['status']): LiveTurnView => ({ live_session_id: sessionId, entry_id: turn.entryId, chat_session_id: status === 'in_turn' ? chatSessionId : null, status });
    try {
      const opened = await this.chats.openTurn({ sessionId: chatSessionId, customerId: turn.customerId, astrologerId, intake: turn.intake!, pricePerMin: turn.pricePerMin, liveLock: liveLockId(sessionId) }, meta);
      return { view: view('in_turn'), position: opened.position };
    } catch (error) {
      if (!isRefusal(error, TURN_CALL_REFUSALS)) throw error;
      const ended = await this.runLine(sessionId, { type: 'EndTurn', chatSessionId, callRefused: true, at: this.now() }, meta);
      return { view: view('left'), position: ended.position };
    }
  }

  private async leave(stream: string, customerId: string, scope: QueueScope, meta: CommandMetadata): Promise<QueueOutcome> {
    const before = await loadState(this.store, stream, astrologerQueueDecider);
    const entry = activeEntryOf(before, customerId, scope) ?? lastFinishedOf(before, customerId);
    if (!entry) throw refuse('queue.entry_not_found');
    const entryId = 'entry' in entry ? entry.entry.entryId : entry.entryId;
    const { state, position } = await runCommand(this.store, stream, astrologerQueueDecider, { type: 'Leave', entryId, customerId, by: 'customer', reason: 'left', at: this.now() }, meta, {
      maxAttempts: LINE_ATTEMPTS,
    });
    return { view: queueEntryView(state, state.finished.get(entryId) ?? entry, false), position };
  }

  private runLine(liveSessionId: string, command: AstrologerQueueCommand, meta: CommandMetadata) {
    return runCommand(this.store, liveQueueStreamName(liveSessionId), astrologerQueueDecider, command, meta, { maxAttempts: LINE_ATTEMPTS, now: this.now });
  }

  private async liveSession(id: string): Promise<ExistingLiveSession> {
    return existingLiveSession(await loadState(this.store, liveStreamName(uuidOr(id, 'live.not_found')), liveSessionDecider));
  }

  /** The caller's own live session; another astrologer's is refused as live sessions refuse it. */
  private async ownLiveSession(userId: string, id: string): Promise<ExistingLiveSession> {
    const session = await this.liveSession(id);
    if (session.session.astrologerUserId !== userId) throw refuse('live.astrologer_only');
    return session;
  }
}

/** The customer's latest entry that has left this line, for a repeated leave. */
function lastFinishedOf(state: AstrologerQueueState, customerId: string) {
  return [...state.finished.values()].reverse().find((finished) => finished.entry.customerId === customerId);
}
