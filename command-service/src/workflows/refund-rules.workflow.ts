import {
  ASTROLOGER_EARNINGS_STREAM_PREFIX,
  CHAT_STREAM_PREFIX,
  WALLET_STREAM_PREFIX,
  refundRuleFor,
  type AstrologerEarned,
  type AstrologerEarningReversed,
  type ChatEnded,
  type ChatMessageSent,
  type ChatRefundedByRule,
  type ChatRequested,
  type EndedConsultation,
  type RefundRule,
  type RefundRuleCode,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { ReverseEarning } from './earning-reversal.workflow.js';
import type { Workflow } from './workflow.js';

/** A paid minute's debit, what was refunded of it (by anyone), and the rule refund and earning reversal it got. */
interface PaidMinute {
  readonly amount: number;
  readonly refunded: number;
  /** The refund an automatic rule gave it: its transaction and amount. */
  readonly ruleRefund: { readonly transactionId: string; readonly amount: number } | undefined;
  /** The astrologer was credited for it (AstrologerEarned): there is an earning to take back. */
  readonly earned: boolean;
  /** What was taken back from the astrologer for the rule refund, once done. */
  readonly reversed: number | undefined;
}

/** A consultation as its automatic refund sees it (docs/refund-rules.md). */
export interface RuleRefundFlow {
  /** From ChatRequested; undefined for money or earnings of a session forgotten already (nothing to do). */
  readonly request: Pick<ChatRequested, 'sessionId' | 'customerId'> | undefined;
  readonly consultation: Omit<EndedConsultation, 'end'> & { readonly acceptedAt: string | null; readonly connectedAt: string | null };
  readonly end: ChatEnded | undefined;
  readonly rejected: boolean;
  /** Each paid minute by its debit's transaction id. */
  readonly paid: ReadonlyMap<string, PaidMinute>;
  /** ChatRefundedByRule is recorded: the flow is complete. */
  readonly recorded: boolean;
}

export type RuleRefundStep =
  | { readonly type: 'RefundMinuteByRule'; readonly customerId: string; readonly sessionId: string; readonly debitId: string; readonly amount: number; readonly rule: RefundRuleCode }
  | ReverseEarning
  | { readonly type: 'RecordRuleRefund'; readonly sessionId: string; readonly refund: Omit<ChatRefundedByRule, 'refundedAt'> };

const CHAT_EVENTS: ReadonlySet<string> = new Set(['ChatRequested', 'ChatAccepted', 'CallConnected', 'ChatRejected', 'ChatEnded', 'ChatRefundedByRule']);
const SESSION_MONEY: ReadonlySet<string> = new Set(['WalletDebited', 'WalletRefunded']);
const EARNINGS: ReadonlySet<string> = new Set(['AstrologerEarned', 'AstrologerEarningReversed']);

const isSessionMoney = (data: unknown): boolean => (data as WalletDebited).source?.kind === 'session';

/** Paid for, and not all given back by someone else (an admin) before a rule could. */
const hasMoneyToRefund = (flow: RuleRefundFlow): boolean => [...flow.paid.values()].some((minute) => minute.ruleRefund !== undefined || minute.amount > minute.refunded);

/** The rule that refunds this consultation: only a paid one, once it has ended. */
function ruleOf(flow: RuleRefundFlow): RefundRule | undefined {
  if (!flow.end || !hasMoneyToRefund(flow)) return undefined;
  const { channel, firstAstrologerMessageAt, acceptedAt, connectedAt } = flow.consultation;
  const billedFrom = channel === 'call' ? connectedAt : acceptedAt;
  return refundRuleFor({ channel, billedFrom, firstAstrologerMessageAt, end: flow.end });
}

const withMinute = (flow: RuleRefundFlow, debitId: string, change: (minute: PaidMinute) => PaidMinute): RuleRefundFlow => {
  const minute = flow.paid.get(debitId);
  return minute ? { ...flow, paid: new Map(flow.paid).set(debitId, change(minute)) } : flow;
};

/**
 * Automatic refund rules (contracts/src/refunds/refund-rules.ts), applied from events: when a paid
 * consultation ends and a rule applies, each paid minute's debit is refunded (what is left of it,
 * keyed by the debit, so never twice and never more than was paid, borne by the astrologer), the
 * astrologer's earning for it reversed (the step the earning-reversal workflow takes too, keyed by
 * the refund), and then ChatRefundedByRule recorded on the session. Each step
 * goes through its stream's decider and appends nothing when done, so a replay, a restart or a
 * second instance completes the flow without repeating any of it.
 */
export const refundRulesWorkflow: Workflow<RuleRefundFlow, RuleRefundStep> = {
  name: 'refund-rules',
  streams: [CHAT_STREAM_PREFIX, WALLET_STREAM_PREFIX, ASTROLOGER_EARNINGS_STREAM_PREFIX],
  keyOf(event) {
    const { streamName, type, data } = event;
    if (streamName.startsWith(CHAT_STREAM_PREFIX)) {
      const astrologerSpoke = type === 'ChatMessageSent' && (data as ChatMessageSent).from === 'astrologer';
      return CHAT_EVENTS.has(type) || astrologerSpoke ? streamName.slice(CHAT_STREAM_PREFIX.length) : undefined;
    }
    if (streamName.startsWith(WALLET_STREAM_PREFIX)) return SESSION_MONEY.has(type) && isSessionMoney(data) ? (data as WalletDebited).source.id : undefined;
    if (streamName.startsWith(ASTROLOGER_EARNINGS_STREAM_PREFIX)) return EARNINGS.has(type) ? (data as AstrologerEarned).sessionId : undefined;
    return undefined;
  },
  initialState: () => ({
    request: undefined,
    consultation: { channel: 'chat', billedFrom: null, firstAstrologerMessageAt: null, acceptedAt: null, connectedAt: null },
    end: undefined,
    rejected: false,
    paid: new Map(),
    recorded: false,
  }),
  evolve(flow, event: RecordedEvent) {
    if (event.type === 'ChatRequested') {
      const { sessionId, customerId, channel } = event.data as ChatRequested;
      return { ...flow, request: { sessionId, customerId }, consultation: { ...flow.consultation, channel: channel ?? 'chat' } };
    }
    // Anything about a session whose request this instance has not seen (forgotten once it was settled): nothing to do.
    if (!flow.request) return flow;
    switch (event.type) {
      case 'ChatAccepted':
        return { ...flow, consultation: { ...flow.consultation, acceptedAt: (event.data as { acceptedAt: string }).acceptedAt } };
      case 'CallConnected':
        return { ...flow, consultation: { ...flow.consultation, connectedAt: (event.data as { connectedAt: string }).connectedAt } };
      case 'ChatMessageSent':
        return flow.consultation.firstAstrologerMessageAt ? flow : { ...flow, consultation: { ...flow.consultation, firstAstrologerMessageAt: (event.data as ChatMessageSent).sentAt } };
      case 'ChatRejected':
        return { ...flow, rejected: true };
      case 'ChatEnded':
        return { ...flow, end: event.data as ChatEnded };
      case 'ChatRefundedByRule':
        return { ...flow, recorded: true };
      case 'WalletDebited': {
        const { transactionId, amount } = event.data as WalletDebited;
        return { ...flow, paid: new Map(flow.paid).set(transactionId, { amount, refunded: 0, ruleRefund: undefined, earned: false, reversed: undefined }) };
      }
      case 'WalletRefunded': {
        const { refundOf, transactionId, amount, rule } = event.data as WalletRefunded;
        return withMinute(flow, refundOf, (minute) => ({ ...minute, refunded: minute.refunded + amount, ruleRefund: rule ? { transactionId, amount } : minute.ruleRefund }));
      }
      case 'AstrologerEarned':
        return withMinute(flow, (event.data as AstrologerEarned).walletTransactionId, (paid) => ({ ...paid, earned: true }));
      case 'AstrologerEarningReversed': {
        // Only the reversal of the rule's own refund: one support or an admin found the astrologer at fault for is another refund's.
        const { walletTransactionId, refundTransactionId, amount } = event.data as AstrologerEarningReversed;
        return withMinute(flow, walletTransactionId, (paid) => (paid.ruleRefund?.transactionId === refundTransactionId ? { ...paid, reversed: amount } : paid));
      }
      default:
        return flow;
    }
  },
  next(flow) {
    if (!flow.request || flow.recorded) return undefined;
    const rule = ruleOf(flow);
    if (!rule) return undefined;
    const { sessionId, customerId } = flow.request;
    for (const [debitId, minute] of flow.paid) {
      const left = minute.amount - minute.refunded;
      if (!minute.ruleRefund && left > 0) return { type: 'RefundMinuteByRule', customerId, sessionId, debitId, amount: left, rule: rule.code };
    }
    let amount = 0;
    let astrologerEarning = 0;
    for (const [debitId, minute] of flow.paid) {
      if (!minute.ruleRefund) continue;
      amount += minute.ruleRefund.amount;
      if (!minute.earned) continue;
      if (minute.reversed === undefined) {
        return { type: 'ReverseEarning', sessionId, reversal: { debitId, refundTransactionId: minute.ruleRefund.transactionId, refunded: minute.ruleRefund.amount, rule: rule.code } };
      }
      astrologerEarning += minute.reversed;
    }
    return { type: 'RecordRuleRefund', sessionId, refund: { rule: rule.code, amount, astrologerEarning, commission: amount - astrologerEarning } };
  },
  // Forgotten once settled: rejected, ended with no rule to apply, or refunded and recorded. A session
  // not seen requested is forgotten at once (money of one settled long ago, say an admin's refund).
  done: (flow) => !flow.request || flow.rejected || flow.recorded || (flow.end !== undefined && ruleOf(flow) === undefined),
};
