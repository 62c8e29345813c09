import { ASTROLOGER_STREAM_PREFIX, FOLLOWS_STREAM_PREFIX, GIFT_STREAM_PREFIX, LIVE_QUEUE_STREAM_PREFIX, LIVE_STREAM_PREFIX } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { Logger, RateLimiter } from '@nakshatra/platform';
import { Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { LiveAudience } from '@nakshatra/platform';
import { ICE_CONFIG, type IceConfig } from '../../calls/media/index.js';
import { SESSION_SECRET } from '../../shared/session-secret.token.js';
import { EventSourcedSessionVerifier } from '../../users/user-sessions.verifier.js';
import { LIVE_AUDIENCE, LIVE_MAX_VIEWERS } from '../realtime/live-audience.token.js';
import { LiveHub } from '../realtime/live-hub.js';
import { LIVE_SIGNALS, type LiveSignals } from '../realtime/live-signals.js';
import { attachLiveSocketServer } from '../realtime/live-socket-server.js';
import { CHAT_PRESENCE, type ChatPresence } from '../../chat/realtime/chat-presence.js';
import { NOTIFIER, type Notifier } from '../../notifications/notifier.js';
import { EVENT_STORE } from '../../shared/event-store.token.js';
import { LOGGER } from '../../shared/logger.token.js';
import { RATE_LIMITER } from '../../users/user-tokens.js';
import { StoreFeed } from '../../shared/store-feed.js';
import { WorkflowRunner } from '../../workflows/workflow-runner.js';
import { WORKFLOWS_CONFIG, type WorkflowsConfig } from '../../workflows/workflows-config.js';
import { LiveQueueBoard } from '../../queue/live-queue-board.js';
import { AstrologerFollows } from './astrologer-follows.js';
import {
  CancelLiveSessionHandler,
  EndLiveSessionHandler,
  FollowAstrologerHandler,
  ScheduleLiveSessionHandler,
  StartLiveSessionHandler,
  UnfollowAstrologerHandler,
} from './commands/live-command-handlers.js';
import { FollowersIndex } from './followers-index.js';
import { LIVE_MEDIA, type LiveMedia } from './live-media.js';
import { LiveFollowerNotifier } from './live-notifications.js';
import { liveSessionWorkflow, type LiveSessionFlow, type LiveSessionStep } from './live-session.workflow.js';
import { LiveSessions } from './live-sessions.js';

/** The media rooms are swept (live-sessions.ts, sweepRooms) every this many workflow ticks: a minute at the default 10 s. */
const SWEEP_EVERY_TICKS = 6;

/** Everything the module follows in the store: the sessions, the astrologers' locks (the workflow), the follows (who to tell), the sessions' queues and the gifts (the sockets). */
const FOLLOWED_STREAMS = [LIVE_STREAM_PREFIX, ASTROLOGER_STREAM_PREFIX, FOLLOWS_STREAM_PREFIX, LIVE_QUEUE_STREAM_PREFIX, GIFT_STREAM_PREFIX];

/**
 * Live sessions and follows (docs/live.md): the calls, and on each workflow tick (WORKFLOW_TICK_MS)
 * the live-session workflow — locks left by a crash, sessions never started, sessions on air too
 * long — and now and then the sweep of media rooms. Its own store feed, since its steps need the
 * media server the shared workflows module knows nothing of. One-off tools (no tick) run none of it.
 */
@Module({
  providers: [
    { provide: FollowersIndex, useFactory: () => new FollowersIndex() },
    { provide: LiveFollowerNotifier, inject: [NOTIFIER, LOGGER], useFactory: (notifier: Notifier, logger: Logger) => new LiveFollowerNotifier(notifier, logger) },
    {
      provide: LiveSessions,
      inject: [EVENT_STORE, LIVE_MEDIA, FollowersIndex, LiveFollowerNotifier, CHAT_PRESENCE, LOGGER, WORKFLOWS_CONFIG],
      useFactory: (store: EventStore, media: LiveMedia | null, followers: FollowersIndex, announcer: LiveFollowerNotifier, presence: ChatPresence, logger: Logger, config: WorkflowsConfig) =>
        new LiveSessions(store, media, followers, announcer, presence, logger, config.now),
    },
    { provide: LiveQueueBoard, useFactory: () => new LiveQueueBoard() },
    {
      provide: LiveHub,
      inject: [LiveSessions, EVENT_STORE, LIVE_SIGNALS, CHAT_PRESENCE, LIVE_AUDIENCE, LIVE_MAX_VIEWERS, ICE_CONFIG, LOGGER, WORKFLOWS_CONFIG, LIVE_MEDIA, LiveQueueBoard],
      useFactory: (
        sessions: LiveSessions,
        store: EventStore,
        signals: LiveSignals,
        presence: ChatPresence,
        audience: LiveAudience,
        maxViewers: number,
        ice: IceConfig,
        logger: Logger,
        config: WorkflowsConfig,
        media: LiveMedia | null,
        queue: LiveQueueBoard,
      ) => new LiveHub({ sessions, store, signals, presence, audience, maxViewers, ice, logger, now: config.now, media: media?.clients ?? null, queueOf: queue.snapshot }),
    },
    {
      provide: AstrologerFollows,
      inject: [EVENT_STORE, RATE_LIMITER, WORKFLOWS_CONFIG],
      useFactory: (store: EventStore, limiter: RateLimiter, config: WorkflowsConfig) => new AstrologerFollows(store, limiter, config.now),
    },
    ScheduleLiveSessionHandler,
    StartLiveSessionHandler,
    EndLiveSessionHandler,
    CancelLiveSessionHandler,
    FollowAstrologerHandler,
    UnfollowAstrologerHandler,
  ],
})
export class LiveSessionsModule implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly feed = new StoreFeed(FOLLOWED_STREAMS);
  private readonly runner: WorkflowRunner<LiveSessionFlow | undefined, LiveSessionStep>;
  private timer: NodeJS.Timeout | undefined;
  private ticks = 0;
  private socketServer: { close(): Promise<void> } | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LiveSessions) private readonly sessions: LiveSessions,
    @Inject(FollowersIndex) private readonly followers: FollowersIndex,
    @Inject(WORKFLOWS_CONFIG) private readonly config: WorkflowsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(HttpAdapterHost) private readonly http: HttpAdapterHost,
    @Inject(SESSION_SECRET) private readonly sessionSecret: string,
    @Inject(LiveQueueBoard) private readonly queue: LiveQueueBoard,
  ) {
    this.runner = new WorkflowRunner(liveSessionWorkflow(config.graceMs), (step) => sessions.runStep(step), logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    const { tickMs } = this.config;
    if (tickMs === null) return;
    this.feed.listen(this.runner.apply);
    this.feed.listen(this.followers.apply);
    this.feed.listen(this.hub.apply);
    this.feed.listen(this.queue.apply);
    this.queue.onChange((sessionId, message) => this.hub.tellSession(sessionId, message));
    await this.hub.start();
    await this.feed.follow(this.store, (error) => this.logger.error({ err: error }, 'live feed lost the store; following again in a second'));
    this.socketServer = attachLiveSocketServer(this.http.httpAdapter.getHttpServer(), {
      hub: this.hub,
      sessionSecret: this.sessionSecret,
      sessions: new EventSourcedSessionVerifier(this.store),
      logger: this.logger,
    });
    this.timer = setInterval(() => void this.tick(), tickMs);
  }

  /** Before the HTTP server closes: it would wait for the open sockets for ever. */
  async beforeApplicationShutdown(): Promise<void> {
    this.hub.stop();
    await this.socketServer?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // Followers' notifications under way wait for the feed to have read their start: settled while it still runs.
    await this.sessions.settled();
    await this.feed.stop();
    await this.runner.settled();
  }

  private async tick(): Promise<void> {
    await this.runner.tick(this.config.now());
    this.ticks += 1;
    if (this.ticks % SWEEP_EVERY_TICKS !== 0) return;
    await this.sessions.sweepRooms().catch((error: unknown) => this.logger.warn({ err: error }, 'the live rooms were not swept; trying again later'));
  }
}
