import type { EventStore } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { ChatSessions } from '../chat/chat-sessions.js';
import { NOTIFIER, type Notifier } from '../notifications/notifier.js';
import { EVENT_STORE } from '../shared/event-store.token.js';
import { LOGGER } from '../shared/logger.token.js';
import { StoreFeed } from '../shared/store-feed.js';
import { WalletLedger } from '../wallet/wallet-ledger.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { WorkflowRunner, type StepRunner } from '../workflows/workflow-runner.js';
import { WORKFLOWS_CONFIG, type WorkflowsConfig } from '../workflows/workflows-config.js';
import { AstrologerQueues } from './astrologer-queues.js';
import { ChangeQueueEntryHandler, RunLiveTurnHandler } from './commands/queue-command-handlers.js';
import { liveQueueCloseWorkflow } from './live-queue-close.workflow.js';
import { queueTurnWorkflow } from './queue-turn.workflow.js';
import { waitlistOfferWorkflow } from './waitlist-offer.workflow.js';

/**
 * The astrologer's queue (docs/waitlist.md): the calls, and on each workflow tick (WORKFLOW_TICK_MS)
 * its three workflows — turns and their calls, lines of live sessions that ended, waitlist offers.
 * Its own store feed, as the live module's: its steps need the chat sessions (a turn is a call).
 * One-off tools (no tick) run none of it.
 */
@Module({
  imports: [WalletModule, ChatModule],
  providers: [
    {
      provide: AstrologerQueues,
      inject: [EVENT_STORE, WalletLedger, ChatSessions, NOTIFIER, LOGGER, WORKFLOWS_CONFIG],
      useFactory: (store: EventStore, ledger: WalletLedger, chats: ChatSessions, notifier: Notifier, logger: Logger, config: WorkflowsConfig) =>
        new AstrologerQueues(store, ledger, chats, notifier, logger, config.now),
    },
    ChangeQueueEntryHandler,
    RunLiveTurnHandler,
  ],
})
export class QueueModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runners: StepRunner[];
  private readonly feed: StoreFeed;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AstrologerQueues) queues: AstrologerQueues,
    @Inject(WORKFLOWS_CONFIG) private readonly config: WorkflowsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const run = (step: Parameters<AstrologerQueues['runStep']>[0]) => queues.runStep(step);
    this.runners = [new WorkflowRunner(queueTurnWorkflow, run, logger), new WorkflowRunner(liveQueueCloseWorkflow, run, logger), new WorkflowRunner(waitlistOfferWorkflow, run, logger)];
    this.feed = new StoreFeed([...new Set(this.runners.flatMap((runner) => runner.streams))]);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.tickMs === null) return;
    for (const runner of this.runners) this.feed.listen(runner.apply);
    await this.feed.follow(this.store, (error) => this.logger.error({ err: error }, 'queue feed lost the store; following again in a second'));
    this.timer = setInterval(() => void this.tick(), this.config.tickMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.feed.stop();
    await Promise.all(this.runners.map((runner) => runner.settled()));
  }

  /** One pass of every queue workflow (tests call it instead of waiting for the tick). */
  async tick(): Promise<void> {
    const now = this.config.now();
    for (const runner of this.runners) await runner.tick(now);
  }
}
