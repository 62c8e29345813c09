import { astrologerStreamName, userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuse, type Logger } from '@nakshatra/platform';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { PhoneBridgeCallbackRefusedError, PhoneBridgeUnavailableError, isFinalPhoneCallState, type PhoneBridgeCallback, type PhoneBridgeSetup, type PhoneCallStatus } from '../calls/phone-bridge/index.js';
import { loadState } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { userDecider } from '../users/user.decider.js';
import type { WalletLedger } from '../wallet/wallet-ledger.js';
import type { ChatConfig } from './chat-config.js';
import type { ChatOutcome, ChatSessions } from './chat-sessions.js';
import { connectedPhoneCall, phoneMaxDurationS, phoneStatusAction, phoneTimeLimit } from './phone-call-rules.js';
import { pendingPhoneCall, phoneCallPlaceable, type ExistingChat } from './chat.decider.js';

const E164 = /^\+[1-9]\d{7,14}$/;

export interface PhoneCallPlacement extends ChatOutcome {
  /** The number the provider rings first: the customer's own. */
  readonly phone: string;
}

/**
 * A call held on the phone through the phone bridge (docs/phone-bridge.md, "Wired into call
 * sessions"): placing it for the customer of an accepted call, the provider's status callbacks,
 * and asking the provider about a call whose callback never came. Each turns into the same chat
 * commands a browser call uses (CallConnected, minutes, ChatEnded), through ChatSessions.
 */
export class PhoneCalls {
  /** Placings in progress on this instance, by session: a second request (a double click) waits for the first instead of ringing twice. */
  private readonly placing = new Map<string, Promise<PhoneCallPlacement>>();

  constructor(
    private readonly store: EventStore,
    private readonly ledger: WalletLedger,
    private readonly sessions: ChatSessions,
    private readonly config: ChatConfig,
    private readonly setup: PhoneBridgeSetup | null,
    private readonly logger: Logger,
  ) {}

  /**
   * create_phone_call: the customer of an accepted, unconnected call asks to be rung on their phone.
   * A call still ringing is answered again without asking the provider; otherwise the provider is
   * asked to connect the customer's number to the astrologer's for as long as the balance pays, and
   * the call id it answers is recorded (PhoneCallPlaced). Between the two lies a crash window: the
   * provider rings, but nothing names the call, so its callbacks are refused and nothing is billed.
   */
  async place(userId: string, id: string, meta: CommandMetadata): Promise<PhoneCallPlacement> {
    const { chat } = await this.sessions.asParticipant(userId, id);
    const ringing = phoneCallPlaceable(chat, userId);
    if (!this.setup) throw refuse('chat.phone_bridge_off');
    const sessionId = chat.request.sessionId;
    if (ringing) return { chat, position: undefined, phone: await this.customerNumber(chat) };
    const inFlight = this.placing.get(sessionId);
    if (inFlight) return inFlight;
    const placement = this.connect(this.setup, chat, userId, meta).finally(() => this.placing.delete(sessionId));
    this.placing.set(sessionId, placement);
    return placement;
  }

  private async connect(setup: PhoneBridgeSetup, chat: ExistingChat, userId: string, meta: CommandMetadata): Promise<PhoneCallPlacement> {
    const { sessionId, customerId, pricePerMin } = chat.request;
    const [customerNumber, astrologerNumber, { balance }] = await Promise.all([this.customerNumber(chat), this.astrologerNumber(chat), this.ledger.state(customerId)]);
    const maxDurationS = phoneMaxDurationS(chat, balance);
    if (maxDurationS < 60) throw refuse('wallet.insufficient_balance', { balance, needed: pricePerMin });
    let callId: string;
    try {
      ({ callId } = await setup.bridge.connect({ consultationId: sessionId, customerNumber, astrologerNumber, callbackUrl: setup.callbackUrl, maxDurationS }));
    } catch (error) {
      if (!(error instanceof PhoneBridgeUnavailableError)) throw error;
      this.logger.warn({ sessionId, provider: setup.bridge.provider, reason: error.message }, 'the phone bridge could not place a call');
      throw refuse('chat.phone_unavailable');
    }
    // The crash window (docs/phone-bridge.md): the provider is ringing and this is not recorded yet.
    const recorded = await this.sessions.recordPhoneCall(userId, sessionId, callId, maxDurationS, meta);
    this.logger.info({ sessionId, callId, maxDurationS }, 'phone call placed');
    return { ...recorded, phone: customerNumber };
  }

  /**
   * phone_call_status: a status callback, read by the bridge (forged 403, unreadable 400), about the
   * consultation signed into its URL, and only for a call id placed for it (404 otherwise). What it
   * does is phoneStatusAction's; a repeated callback appends nothing. Answers what was done.
   */
  async callback(provider: string, callback: PhoneBridgeCallback, meta: CommandMetadata): Promise<string> {
    if (!this.setup || provider !== this.setup.bridge.provider) throw refuse('chat.phone_bridge_off');
    let status: PhoneCallStatus;
    try {
      status = await this.setup.bridge.parseStatusCallback(callback);
    } catch (error) {
      if (!(error instanceof PhoneBridgeCallbackRefusedError)) throw error;
      // Never log the URL: it carries the consultation's token.
      this.logger.warn({ provider, reason: error.reason, detail: error.message }, 'refused a phone bridge status callback');
      throw error.reason === 'forged' ? refuse('chat.phone_callback_forged') : refuse('chat.phone_callback_malformed', { reason: error.message });
    }
    const chat = await this.sessions.stateOf(status.consultationId ?? '');
    return this.apply(chat, status, meta);
  }

  /**
   * The ticker: a phone call that is still ringing past its connect deadline, or connected past the
   * provider's time limit with no final callback. The provider is asked and its answer applied as a
   * callback; a connected call it does not report over (or that cannot be asked) ends at the time
   * limit, when the provider hung up by itself. Answers the session afterwards.
   */
  async overdue(call: ExistingChat, meta: CommandMetadata): Promise<ExistingChat> {
    const sessionId = call.request.sessionId;
    const callId = connectedPhoneCall(call)?.callId ?? pendingPhoneCall(call)?.callId;
    if (callId === undefined) return call;
    const status = await this.lookUp(callId, sessionId);
    if (status) await this.apply(await this.sessions.stateOf(sessionId), status, meta).catch((error: unknown) => this.logger.error({ err: error, sessionId, callId }, 'could not apply a looked-up phone call status'));
    const after = await this.sessions.stateOf(sessionId);
    const limit = phoneTimeLimit(after);
    if (after.status === 'active' && limit && (!status || !isFinalPhoneCallState(status.state))) return (await this.sessions.endPhoneCall(sessionId, new Date(Math.min(limit.getTime(), this.config.now().getTime())), meta)).chat;
    return after;
  }

  /**
   * The ticker, before it bills a further minute of a call connected on the phone: a hang-up is heard
   * only from the provider's callback, which can be lost, and every minute until the time limit would
   * then be billed. So the provider is asked first; a final status ends the session at the
   * provider's end, and nothing more is billed. A provider that cannot be asked changes nothing (the
   * minute is billed; the time limit still bounds the call). Answers the session afterwards.
   */
  async beforeNextMinute(call: ExistingChat, meta: CommandMetadata): Promise<ExistingChat> {
    const sessionId = call.request.sessionId;
    const callId = connectedPhoneCall(call)?.callId;
    if (callId === undefined) return call;
    const status = await this.lookUp(callId, sessionId);
    if (!status || !isFinalPhoneCallState(status.state)) return call;
    await this.apply(await this.sessions.stateOf(sessionId), status, meta);
    return this.sessions.stateOf(sessionId);
  }

  private async lookUp(callId: string, sessionId: string): Promise<PhoneCallStatus | undefined> {
    if (!this.setup) return undefined;
    try {
      return await this.setup.bridge.callStatus(callId);
    } catch (error) {
      if (!(error instanceof PhoneBridgeUnavailableError)) throw error;
      this.logger.warn({ sessionId, callId, reason: error.message }, 'could not ask the phone bridge about a call');
      return undefined;
    }
  }

  private async apply(chat: ExistingChat, status: PhoneCallStatus, meta: CommandMetadata): Promise<string> {
    const { sessionId } = chat.request;
    const action = phoneStatusAction(chat, status, this.config.now());
    switch (action.kind) {
      case 'ignore':
        return `ignored: ${action.why}`;
      case 'connect':
        await this.sessions.connectPhoneCall(sessionId, status.callId, action.at, meta);
        return 'connected';
      case 'fail':
        await this.sessions.failPhoneCall(sessionId, status.callId, action.state, meta);
        return `failed: ${action.state}`;
      case 'end':
        await this.sessions.endPhoneCall(sessionId, action.at, meta);
        return 'ended';
      case 'connect_and_end':
        // Billed only up to the provider's end, however late this status comes.
        await this.sessions.connectPhoneCall(sessionId, status.callId, action.connectAt, meta, new Date(action.endAt.getTime() - 1));
        await this.sessions.endPhoneCall(sessionId, action.endAt, meta);
        return 'connected and ended';
    }
  }

  /** The number the customer logged in with (E.164, from their account). */
  private async customerNumber(chat: ExistingChat): Promise<string> {
    const user = await loadState(this.store, userStreamName(chat.request.customerId), userDecider);
    if (!user.exists || !E164.test(user.phone)) throw refuse('chat.no_phone_number');
    return user.phone;
  }

  /** The astrologer's number from their application (the one they log in with). */
  private async astrologerNumber(chat: ExistingChat): Promise<string> {
    const astrologer = await loadState(this.store, astrologerStreamName(chat.request.astrologerId), astrologerDecider);
    const number = astrologer.status === 'absent' ? '' : `${astrologer.application.countryCode}${astrologer.application.phone}`;
    if (!E164.test(number)) throw refuse('chat.no_phone_number');
    return number;
  }
}
