import { createHash, randomUUID } from 'node:crypto';
import {
  astrologerAccountStreamName,
  astrologerEarningsStreamName,
  astrologerStreamName,
  chatStreamName,
  customerChatStreamName,
  giftRefundKey,
  giftStreamName,
  orderStreamName,
  refundRuleByCode,
  walletStreamName,
} from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { astrologerAccountDecider } from '../astrologers/astrologer-account.decider.js';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { earningsDecider } from '../chat/astrologer-earnings.decider.js';
import { chatDecider, existingChat, isOpenSession } from '../chat/chat.decider.js';
import { customerChatDecider } from '../chat/customer-chat.decider.js';
import { releaseSlug } from '../content/content-slugs.js';
import { liveGiftDecider } from '../live/gifts/live-gift.decider.js';
import { orderDebitKey } from '../orders/order-id.js';
import { isPaid, orderDecider } from '../orders/order.decider.js';
import { refundCancelledOrder, releaseOrderStock } from '../orders/order-settlement.js';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata, type CommandMetadata } from '../shared/command-metadata.js';
import { paySupportRefund } from '../support/support-refund.js';
import { walletDecider } from '../wallet/wallet.decider.js';
import type { UnlinkAstrologer } from './astrologer-link.workflow.js';
import type { ReleaseChatLock } from './chat-release.workflow.js';
import type { ReverseEarning } from './earning-reversal.workflow.js';
import type { ReleaseFreeChat } from './free-chat-claim.workflow.js';
import type { LiveGiftStep } from './live-gift.workflow.js';
import type { RecordOrderPayment } from './order-payment.workflow.js';
import type { OrderSettlementStep } from './order-settlement.workflow.js';
import type { RuleRefundStep } from './refund-rules.workflow.js';
import type { ReleaseSlug } from './slug-holding.workflow.js';
import type { PaySupportRefund } from './support-refund.workflow.js';

export type WorkflowStep = ReleaseSlug | UnlinkAstrologer | RecordOrderPayment | OrderSettlementStep | ReleaseFreeChat | ReleaseChatLock | LiveGiftStep | RuleRefundStep | ReverseEarning | PaySupportRefund;

const SYSTEM = { id: 'workflows', role: 'system' } as const;

/** Carries out a workflow's command through the decider of the stream it writes, as the system: each appends nothing when already done. */
export async function runWorkflowStep(store: EventStore, step: WorkflowStep): Promise<void> {
  const meta = commandMetadata(SYSTEM, `${step.type}-${new Date().toISOString()}`);
  switch (step.type) {
    case 'ReleaseSlug':
      await releaseSlug(store, step.family, step.slug, step.itemId, meta);
      return;
    case 'UnlinkAstrologer':
      await runCommand(store, astrologerAccountStreamName(step.userId), astrologerAccountDecider, step, meta);
      return;
    case 'RecordOrderPayment':
      await runCommand(store, orderStreamName(step.orderId), orderDecider, { type: 'RecordPayment', transactionId: step.transactionId, balanceAfter: step.balanceAfter }, meta);
      return;
    case 'RefundCancelledOrder':
      await refundCancelledOrder(store, step, meta);
      return;
    case 'ReleaseOrderStock':
      if (step.ifUnpaid && (await paidOrDebited(store, step.orderId))) return;
      await releaseOrderStock(store, step.orderId, step.productIds, meta);
      return;
    case 'ReleaseFreeChat':
      if (step.ifNeverRequested && (await loadState(store, chatStreamName(step.sessionId), chatDecider)).status !== 'absent') return;
      await runCommand(store, customerChatStreamName(step.customerId), customerChatDecider, { type: 'ReleaseFreeChat', sessionId: step.sessionId }, meta);
      return;
    case 'ReleaseChatLock':
      if (step.ifSessionOver && isOpenSession(await loadState(store, chatStreamName(step.sessionId), chatDecider))) return;
      await runCommand(store, astrologerStreamName(step.astrologerId), astrologerDecider, { type: 'EndSession', sessionId: step.sessionId }, meta);
      return;
    case 'CreditGiftEarning':
    case 'VoidGift':
    case 'RefundVoidedGift':
      return runGiftStep(store, step, meta);
    case 'RefundMinuteByRule':
    case 'RecordRuleRefund':
      return runRuleRefundStep(store, step, meta);
    case 'ReverseEarning':
      return reverseEarning(store, step, meta);
    case 'PaySupportRefund':
      await paySupportRefund(store, step.ticketId, meta);
      return;
  }
}

/** Many writers share a wallet and an astrologer's earnings: as many attempts as their own writers make. */
const BUSY_STREAM = { maxAttempts: 50 };

/** The live-gift workflow's steps: each keyed by the sending, so taken twice it happens once. */
async function runGiftStep(store: EventStore, step: LiveGiftStep, meta: CommandMetadata): Promise<void> {
  switch (step.type) {
    case 'CreditGiftEarning': {
      const { gift } = step;
      const earning = { giftId: gift.giftId, sessionId: gift.sessionId, gross: gift.price, commission: gift.commission, amount: gift.astrologerEarning, walletTransactionId: gift.walletTransactionId };
      await runCommand(store, astrologerEarningsStreamName(gift.astrologerId), earningsDecider, { type: 'CreditGift', earning }, meta, BUSY_STREAM);
      return;
    }
    case 'VoidGift':
      await runCommand(store, giftStreamName(step.giftId), liveGiftDecider, { type: 'VoidGift', giftId: step.giftId, walletTransactionId: step.walletTransactionId, at: new Date() }, meta);
      return;
    case 'RefundVoidedGift': {
      const idempotencyKey = giftRefundKey(step.giftId);
      const requestHash = createHash('sha256').update(`${idempotencyKey}:${step.amount}`).digest('hex');
      const refund = { type: 'Refund', transactionId: randomUUID(), refundOf: step.transactionId, amount: step.amount, reason: 'Live gift not delivered: refunded', idempotencyKey, requestHash } as const;
      await runCommand(store, walletStreamName(step.userId), walletDecider, refund, meta, BUSY_STREAM);
      return;
    }
  }
}

/** The wallet refund of a minute by an automatic rule: keyed by the debit, so a second one, whatever its amount, answers the first. */
export const ruleRefundKey = (debitId: string): string => `refund-rule-${debitId}`;

/**
 * Takes back the astrologer's earning on a refund they bear (docs/support.md, "Who bears a refund"):
 * the earnings decider works the amount out from the minute's credit and appends nothing for a
 * refund already reversed. The consultation's stream names the astrologer.
 */
async function reverseEarning(store: EventStore, step: ReverseEarning, meta: CommandMetadata): Promise<void> {
  const chat = existingChat(await loadState(store, chatStreamName(step.sessionId), chatDecider));
  await runCommand(store, astrologerEarningsStreamName(chat.request.astrologerId), earningsDecider, { type: 'Reverse', ...step.reversal }, meta, BUSY_STREAM);
}

/** The refund-rules workflow's own steps (docs/refund-rules.md): each keyed, so taken twice it happens once. */
async function runRuleRefundStep(store: EventStore, step: Exclude<RuleRefundStep, ReverseEarning>, meta: CommandMetadata): Promise<void> {
  switch (step.type) {
    case 'RefundMinuteByRule': {
      const idempotencyKey = ruleRefundKey(step.debitId);
      const requestHash = createHash('sha256').update(idempotencyKey).digest('hex');
      // The reason in English for admins and logs; the customer's history words it from the rule's code in their language.
      const reason = refundRuleByCode(step.rule).text.en.walletLine;
      const refund = { type: 'Refund', transactionId: randomUUID(), refundOf: step.debitId, amount: step.amount, reason, rule: step.rule, borneBy: 'astrologer', idempotencyKey, requestHash } as const;
      await runCommand(store, walletStreamName(step.customerId), walletDecider, refund, meta, BUSY_STREAM);
      return;
    }
    case 'RecordRuleRefund':
      await runCommand(store, chatStreamName(step.sessionId), chatDecider, { type: 'RecordRuleRefund', refund: { ...step.refund, refundedAt: new Date().toISOString() } }, meta, BUSY_STREAM);
      return;
  }
}

/** The order is paid, or its debit is made (the order-payment workflow records it paid): its stock stays held. */
async function paidOrDebited(store: EventStore, orderId: string): Promise<boolean> {
  const order = await loadState(store, orderStreamName(orderId), orderDecider);
  if (order.status === 'absent') return false;
  if (isPaid(order)) return true;
  const wallet = await loadState(store, walletStreamName(order.order.userId), walletDecider);
  return wallet.requests.has(orderDebitKey(orderId));
}
