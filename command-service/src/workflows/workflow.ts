import type { RecordedEvent } from '@nakshatra/event-store';

/**
 * A flow that writes more than one stream (architecture.md, "Flows across streams"): reserve a
 * slug then create the item, link an account then apply, debit a wallet then record the order paid.
 * Pure, like a decider: it folds the events of its streams into one state per instance (`keyOf`)
 * and says, at a moment, the command due — the next step of a flow left half done by a crash, or
 * the compensation of one that can no longer complete. Each command is idempotent (its decider
 * appends nothing when it is already done), so running it twice, or on two instances, is harmless.
 */
export interface Workflow<S, C> {
  readonly name: string;
  /** The prefixes of the streams whose events it reads. */
  readonly streams: readonly string[];
  /** The instance an event belongs to, or undefined when the event is none of this flow's business. */
  keyOf(event: RecordedEvent): string | undefined;
  initialState(): S;
  evolve(state: S, event: RecordedEvent): S;
  /** The command due at `now`, if any. */
  next(state: S, now: Date): C | undefined;
  /** Whether an instance needs nothing more, ever: the runner forgets it. */
  done(state: S): boolean;
}
