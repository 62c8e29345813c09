import { CALL_HEARTBEAT_TIMEOUT_MS } from '@nakshatra/contracts';
import type { Logger } from '@nakshatra/platform';
import type { ChatConfig } from './chat-config.js';
import type { ChatSessions } from './chat-sessions.js';
import { commandMetadata, type CommandMetadata } from '../shared/command-metadata.js';
import { answerDeadline } from './chat-billing.js';
import { minutesDue, pendingPhoneCall, type ExistingChat } from './chat.decider.js';
import type { OpenChats } from './open-chats.js';
import { connectDeadline, PHONE_MINUTE_HOLD_MS, PHONE_STATUS_GRACE_MS, phoneTimeLimit } from './phone-call-rules.js';
import type { PhoneCalls } from './phone-calls.js';
import { callSideKey, CHAT_ABANDONED_MS, chatSideKey, type ChatPresence } from './realtime/chat-presence.js';

/** Something to do: a request past its answer window, or a started minute not billed. A session the index does not know yet is always looked at. */
const isDue = (chat: ExistingChat, now: Date): boolean =>
  (chat.status === 'requested' && now >= answerDeadline(chat.request.requestedAt)) || (chat.status === 'active' && minutesDue(chat, now).length > 0);

const SYSTEM = { id: 'chat-ticker', role: 'system' } as const;

/**
 * Billing is server-side: every `tickMs` each open session with something due (by the state
 * OpenChats folded from the feed) is settled from its events (minutes started since acceptance
 * minus minutes billed) and unanswered requests past 60 s are rejected; an active chat one side
 * has left (gone from ChatPresence for CHAT_ABANDONED_MS) is ended by the system.
 * Nothing is counted in memory, so a restart resumes exactly; ticks never overlap.
 */
export class ChatTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly sessions: ChatSessions,
    private readonly open: OpenChats,
    private readonly presence: ChatPresence,
    private readonly config: ChatConfig,
    private readonly logger: Logger,
    /** The phone bridge's calls, when it is on: asked about a phone call whose callback is overdue, or before its next minute. */
    private readonly phone: PhoneCalls | null = null,
  ) {}

  /** A side that had the chat open and has not been seen for CHAT_ABANDONED_MS. */
  private async someoneLeft(sessionId: string): Promise<boolean> {
    const now = this.config.now().getTime();
    for (const side of ['customer', 'astrologer'] as const) {
      const seen = await this.presence.lastSeen(chatSideKey(sessionId, side));
      if (seen && now - seen.getTime() > CHAT_ABANDONED_MS) return true;
    }
    return false;
  }

  /**
   * A call is billed only up to the last heartbeat of either side, and ends (connection_lost) when a
   * side has been silent for CALL_HEARTBEAT_TIMEOUT_MS, or when it never connected in time
   * (connectDeadline: CALL_CONNECT_TIMEOUT_MS, longer while a phone call rings). A call connected on
   * the phone has no heartbeats: see tickPhoneCall.
   */
  private async tickCall(call: ExistingChat, meta: CommandMetadata): Promise<void> {
    const sessionId = call.request.sessionId;
    const now = this.config.now();
    if (!call.connectedAt) {
      if (now <= connectDeadline(call)) return;
      if (pendingPhoneCall(call) && this.phone) {
        // Its `answered` or final callback may be lost: ask the provider before giving up on it.
        const after = await this.phone.overdue(call, meta);
        if (after.status !== 'active' || after.connectedAt !== null || now <= connectDeadline(after)) return;
      }
      await this.sessions.endLost(sessionId, now, meta);
      return;
    }
    if (call.connectedByPhone) {
      await this.tickPhoneCall(call, now, meta);
      return;
    }
    const [customer, astrologer] = await Promise.all((['customer', 'astrologer'] as const).map(async (side) => (await this.presence.lastSeen(callSideKey(sessionId, side)))?.getTime() ?? Date.parse(call.connectedAt!)));
    const lastAlive = new Date(Math.min(customer!, astrologer!));
    // Who went silent first is what the refund rules need to know (docs/refund-rules.md); together, neither.
    const lostSide = customer === astrologer ? undefined : customer! < astrologer! ? 'customer' : 'astrologer';
    if (now.getTime() - lastAlive.getTime() > CALL_HEARTBEAT_TIMEOUT_MS) await this.sessions.endLost(sessionId, lastAlive, meta, lostSide);
    // Only when a minute is due (by the folded state, as for chats): no store read per call per tick.
    else if (minutesDue(call, lastAlive).length > 0) await this.sessions.tick(sessionId, meta, lastAlive);
  }

  /**
   * A call connected on the phone is never ended for silence: its end comes from the provider's
   * callback. Each minute after the first is billed once PHONE_MINUTE_HOLD_MS old, so a hang-up whose
   * callback comes a few seconds late is not billed a new minute, and only after the provider was
   * asked whether the call is still on, so a hang-up whose callback is lost is not billed on
   * (PhoneCalls.beforeNextMinute). Past the provider's time limit
   * (plus PHONE_STATUS_GRACE_MS) with no final callback, the provider is asked (PhoneCalls.overdue);
   * with the bridge switched off since, the call ends at its time limit.
   */
  private async tickPhoneCall(call: ExistingChat, now: Date, meta: CommandMetadata): Promise<void> {
    const sessionId = call.request.sessionId;
    const limit = phoneTimeLimit(call)!;
    if (now.getTime() > limit.getTime() + PHONE_STATUS_GRACE_MS) {
      if (this.phone) await this.phone.overdue(call, meta);
      else await this.sessions.endPhoneCall(sessionId, limit, meta);
      return;
    }
    const billUntil = new Date(now.getTime() - PHONE_MINUTE_HOLD_MS);
    if (minutesDue(call, billUntil).length === 0) return;
    // Its hang-up callback may be lost: the provider says whether the call is still on before it is billed on.
    const current = this.phone ? await this.phone.beforeNextMinute(call, meta) : call;
    if (current.status === 'active') await this.sessions.tick(sessionId, meta, billUntil);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tickOnce(), intervalMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over every open session (also what tests call instead of waiting for the interval). */
  tickOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    const meta = commandMetadata(SYSTEM, `chat-tick-${this.config.now().toISOString()}`);
    // Calls held on the phone may wait on the provider (up to its timeout each): side by side, so a
    // slow provider delays this pass by one timeout, not one per call; the other sessions go on meanwhile.
    const onThePhone: Promise<void>[] = [];
    for (const sessionId of this.open.ids()) {
      const known = this.open.stateOf(sessionId);
      if (known?.status === 'active' && known.channel === 'call' && known.connectedByPhone) {
        onThePhone.push(this.guarded(sessionId, () => this.tickCall(known, meta)));
        continue;
      }
      await this.guarded(sessionId, async () => {
        if (known?.status === 'active' && known.channel === 'call') await this.tickCall(known, meta);
        else if (known?.status === 'active' && (await this.someoneLeft(sessionId))) await this.sessions.endLeft(sessionId, meta);
        else if (!known || isDue(known, this.config.now())) await this.sessions.tick(sessionId, meta);
      });
    }
    await Promise.all(onThePhone);
  }

  /** One failing session (say, the store briefly down) must not stop the others; the next tick retries. */
  private async guarded(sessionId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error, sessionId }, 'chat tick failed');
    }
  }
}
