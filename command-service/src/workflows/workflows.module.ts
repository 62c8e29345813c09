import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { LOGGER } from '../shared/logger.token.js';
import { StoreFeed } from '../shared/store-feed.js';
import { astrologerLinkWorkflow } from './astrologer-link.workflow.js';
import { chatReleaseWorkflow } from './chat-release.workflow.js';
import { earningReversalWorkflow } from './earning-reversal.workflow.js';
import { freeChatClaimWorkflow } from './free-chat-claim.workflow.js';
import { liveGiftWorkflow } from './live-gift.workflow.js';
import { orderPaymentWorkflow } from './order-payment.workflow.js';
import { orderSettlementWorkflow } from './order-settlement.workflow.js';
import { refundRulesWorkflow } from './refund-rules.workflow.js';
import { slugHoldingWorkflow } from './slug-holding.workflow.js';
import { supportRefundWorkflow } from './support-refund.workflow.js';
import { runWorkflowStep, type WorkflowStep } from './workflow-steps.js';
import { WorkflowRunner, type StepRunner } from './workflow-runner.js';
import { WORKFLOWS_CONFIG, type WorkflowsConfig } from './workflows-config.js';

/** Every flow across streams, each with its runner (docs/workflows.md). */
export function workflowRunners(store: EventStore, config: WorkflowsConfig, logger: Logger): StepRunner[] {
  const run = (step: WorkflowStep) => runWorkflowStep(store, step);
  return [
    new WorkflowRunner(slugHoldingWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(astrologerLinkWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(orderPaymentWorkflow, run, logger),
    new WorkflowRunner(orderSettlementWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(freeChatClaimWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(chatReleaseWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(liveGiftWorkflow(config.graceMs), run, logger),
    new WorkflowRunner(refundRulesWorkflow, run, logger),
    new WorkflowRunner(supportRefundWorkflow, run, logger),
    new WorkflowRunner(earningReversalWorkflow, run, logger),
  ];
}

/**
 * Follows the store for the workflows' streams (the past first, so a restarted instance knows every
 * flow left half done) and, every `tickMs`, carries out their due steps. One-off tools run none.
 */
@Module({})
export class WorkflowsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runners: StepRunner[];
  private readonly feed: StoreFeed;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WORKFLOWS_CONFIG) private readonly config: WorkflowsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.runners = workflowRunners(store, config, logger);
    this.feed = new StoreFeed([...new Set(this.runners.flatMap((runner) => runner.streams))]);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { tickMs } = this.config;
    if (tickMs === null) return;
    for (const runner of this.runners) this.feed.listen(runner.apply);
    await this.feed.follow(this.store, (error) => this.logger.error({ err: error }, 'workflow feed lost the store; following again in a second'));
    this.timer = setInterval(() => void this.tick(), tickMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.feed.stop();
    await Promise.all(this.runners.map((runner) => runner.settled()));
  }

  private async tick(): Promise<void> {
    const now = this.config.now();
    for (const runner of this.runners) await runner.tick(now);
  }
}
