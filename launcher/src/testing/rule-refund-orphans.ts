import {
  CHAT_STREAM_PREFIX,
  refundRuleFor,
  type AstrologerEarned,
  type AstrologerEarningReversed,
  type ChatEnded,
  type ChatMessageSent,
  type ChatRefundedByRule,
  type ChatRequested,
  type WalletDebited,
  type WalletRefunded,
} from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';

interface Session {
  readonly request: ChatRequested;
  acceptedAt: string | null;
  connectedAt: string | null;
  firstAstrologerMessageAt: string | null;
  end: ChatEnded | undefined;
  rejected: boolean;
  readonly recorded: ChatRefundedByRule[];
  /** Each paid minute's debit: its amount. */
  readonly debits: Map<string, number>;
}

/** Appends to a list kept in a map under `key`. */
const push = <T>(map: Map<string, T[]>, key: string, value: T) => void map.set(key, [...(map.get(key) ?? []), value]);

/**
 * What an automatic refund rule's flow (the refund-rules workflow, docs/refund-rules.md) cut by a
 * crash, or still under way, could leave, found from the events alone and the published rules, not
 * by the workflow's own code: an ended consultation a rule applies to has each paid minute refunded
 * once by the rule (of what others left of it), each such refund of a credited minute taken back
 * from the astrologer once, and ChatRefundedByRule recorded once for the sum; a consultation no
 * rule applies to has none of these.
 */
export function ruleRefundOrphans(events: readonly RecordedEvent[]): string[] {
  const sessions = new Map<string, Session>();
  const ruleRefunds = new Map<string, WalletRefunded[]>();
  const otherRefunds = new Map<string, number>();
  const credited = new Set<string>();
  const reversals = new Map<string, AstrologerEarningReversed[]>();
  for (const event of events) {
    const { streamName, type } = event;
    if (streamName.startsWith(CHAT_STREAM_PREFIX)) {
      const id = streamName.slice(CHAT_STREAM_PREFIX.length);
      if (type === 'ChatRequested') sessions.set(id, { request: event.data as ChatRequested, acceptedAt: null, connectedAt: null, firstAstrologerMessageAt: null, end: undefined, rejected: false, recorded: [], debits: new Map() });
      const session = sessions.get(id);
      if (!session) continue;
      if (type === 'ChatAccepted') session.acceptedAt = (event.data as { acceptedAt: string }).acceptedAt;
      if (type === 'CallConnected') session.connectedAt = (event.data as { connectedAt: string }).connectedAt;
      if (type === 'ChatMessageSent' && (event.data as ChatMessageSent).from === 'astrologer') session.firstAstrologerMessageAt ??= (event.data as ChatMessageSent).sentAt;
      if (type === 'ChatRejected') session.rejected = true;
      if (type === 'ChatEnded') session.end = event.data as ChatEnded;
      if (type === 'ChatRefundedByRule') session.recorded.push(event.data as ChatRefundedByRule);
    } else if (type === 'WalletDebited' && (event.data as WalletDebited).source.kind === 'session') {
      const { transactionId, amount, source } = event.data as WalletDebited;
      sessions.get(source.id)?.debits.set(transactionId, amount);
    } else if (type === 'WalletRefunded' && (event.data as WalletRefunded).source.kind === 'session') {
      const refund = event.data as WalletRefunded;
      if (refund.rule) push(ruleRefunds, refund.refundOf, refund);
      else otherRefunds.set(refund.refundOf, (otherRefunds.get(refund.refundOf) ?? 0) + refund.amount);
    } else if (type === 'AstrologerEarned') {
      credited.add((event.data as AstrologerEarned).walletTransactionId);
    } else if (type === 'AstrologerEarningReversed') {
      push(reversals, (event.data as AstrologerEarningReversed).refundTransactionId, event.data as AstrologerEarningReversed);
    }
  }

  const found: string[] = [];
  for (const [id, session] of sessions) {
    const { end, debits, recorded } = session;
    const billedFrom = session.request.channel === 'call' ? session.connectedAt : session.acceptedAt;
    const rule = end && !session.rejected ? refundRuleFor({ channel: session.request.channel ?? 'chat', billedFrom, firstAstrologerMessageAt: session.firstAstrologerMessageAt, end }) : undefined;
    const owed = [...debits].filter(([debitId, amount]) => amount > (otherRefunds.get(debitId) ?? 0) || ruleRefunds.has(debitId));
    const made = [...debits.keys()].flatMap((debitId) => ruleRefunds.get(debitId) ?? []);
    if (!rule || owed.length === 0) {
      if (made.length > 0 || recorded.length > 0) found.push(`session ${id}, to which no rule applies, has ${made.length} rule refunds and ${recorded.length} records`);
      continue;
    }
    for (const [debitId] of owed) {
      const refunds = ruleRefunds.get(debitId) ?? [];
      if (refunds.length !== 1) found.push(`debit ${debitId} of session ${id} refunded by rule ${rule.code} ${refunds.length} times`);
      for (const refund of refunds) {
        const taken = reversals.get(refund.transactionId)?.length ?? 0;
        if (credited.has(debitId) && taken !== 1) found.push(`rule refund ${refund.transactionId} of session ${id} taken back from the astrologer ${taken} times`);
      }
    }
    const total = made.reduce((sum, refund) => sum + refund.amount, 0);
    if (recorded.length !== 1) found.push(`session ${id} refunded by rule ${rule.code} recorded ${recorded.length} times`);
    else if (recorded[0]!.amount !== total) found.push(`session ${id} recorded ${recorded[0]!.amount} refunded by rule, the wallet refunded ${total}`);
  }
  return found;
}
