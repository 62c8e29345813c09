import type { RecordedEvent } from '@nakshatra/event-store';
import type { Logger } from '@nakshatra/platform';
import type { Workflow } from './workflow.js';

/** What the module needs of a runner, whatever the state of its workflow. */
export interface StepRunner {
  readonly streams: readonly string[];
  readonly apply: (event: RecordedEvent) => void;
  tick(now: Date): Promise<void>;
  /** Waits for the pass under way, if any (shutdown). */
  settled(): Promise<void>;
}

/**
 * Runs one workflow on this instance: keeps the state of each of its instances as the store's events
 * arrive (a StoreFeed, the past first, so a restart knows every flow left half done), and on each
 * tick carries out the commands due. A failing command is logged and tried again on the next tick.
 */
export class WorkflowRunner<S, C> implements StepRunner {
  private readonly states = new Map<string, S>();
  private running: Promise<void> | undefined;

  constructor(
    readonly workflow: Workflow<S, C>,
    private readonly execute: (command: C) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  readonly apply = (event: RecordedEvent): void => {
    const key = this.workflow.keyOf(event);
    if (key === undefined) return;
    const state = this.workflow.evolve(this.states.get(key) ?? this.workflow.initialState(), event);
    if (this.workflow.done(state)) this.states.delete(key);
    else this.states.set(key, state);
  };

  /** One pass over the instances with a command due (what tests call instead of waiting for a tick). Passes never overlap. */
  tick(now: Date): Promise<void> {
    this.running ??= this.pass(now).finally(() => (this.running = undefined));
    return this.running;
  }

  get streams(): readonly string[] {
    return this.workflow.streams;
  }

  async settled(): Promise<void> {
    await this.running;
  }

  /** Instances still watched: for tests and health. */
  get watched(): number {
    return this.states.size;
  }

  private async pass(now: Date): Promise<void> {
    for (const [key, state] of [...this.states]) {
      const command = this.workflow.next(state, now);
      if (command === undefined) continue;
      try {
        await this.execute(command);
        this.logger.info({ workflow: this.workflow.name, key, command }, 'workflow step');
      } catch (error) {
        // One failing instance (say, the store briefly down) must not stop the others.
        this.logger.error({ err: error, workflow: this.workflow.name, key }, 'workflow step failed; trying again on the next tick');
      }
    }
  }
}
