import { astrologerAccountStreamName, astrologerStreamName, customerChatStreamName, orderStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { astrologerAccountDecider } from '../astrologers/astrologer-account.decider.js';
import { astrologerDecider } from '../astrologers/astrologer.decider.js';
import { customerChatDecider } from '../chat/customer-chat.decider.js';
import { releaseSlug } from '../content/content-slugs.js';
import { orderDecider } from '../orders/order.decider.js';
import { runCommand } from '../shared/aggregate-runner.js';
import { commandMetadata } from '../shared/command-metadata.js';
import type { UnlinkAstrologer } from './astrologer-link.workflow.js';
import type { ReleaseChatLock } from './chat-release.workflow.js';
import type { ReleaseFreeChat } from './free-chat-claim.workflow.js';
import type { RecordOrderPayment } from './order-payment.workflow.js';
import type { ReleaseSlug } from './slug-holding.workflow.js';

export type WorkflowStep = ReleaseSlug | UnlinkAstrologer | RecordOrderPayment | ReleaseFreeChat | ReleaseChatLock;

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
    case 'ReleaseFreeChat':
      await runCommand(store, customerChatStreamName(step.customerId), customerChatDecider, { type: 'ReleaseFreeChat', sessionId: step.sessionId }, meta);
      return;
    case 'ReleaseChatLock':
      await runCommand(store, astrologerStreamName(step.astrologerId), astrologerDecider, { type: 'EndSession', sessionId: step.sessionId }, meta);
      return;
  }
}
