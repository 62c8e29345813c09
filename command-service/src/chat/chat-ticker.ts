import type { Logger } from '@nakshatra/platform';
import type { ChatConfig } from './chat-config.js';
import type { ChatSessions } from './chat-sessions.js';
import { commandMetadata } from '../shared/command-metadata.js';
import type { OpenChats } from './open-chats.js';

const SYSTEM = { id: 'chat-ticker', role: 'system' } as const;

/**
 * Billing is server-side: every `tickMs` each open session is settled from its events (minutes
 * started since acceptance minus minutes billed) and unanswered requests past 60 s are rejected.
 * Nothing is counted in memory, so a restart resumes exactly; ticks never overlap.
 */
export class ChatTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly sessions: ChatSessions,
    private readonly open: OpenChats,
    private readonly config: ChatConfig,
    private readonly logger: Logger,
  ) {}

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
    for (const sessionId of this.open.ids()) {
      try {
        await this.sessions.tick(sessionId, meta);
      } catch (error) {
        // One failing session (say, the store briefly down) must not stop the others; the next tick retries.
        this.logger.error({ err: error, sessionId }, 'chat tick failed');
      }
    }
  }
}
