import type { RecordedEvent } from '@nakshatra/event-store';
import type { Workflow } from './workflow.js';

/**
 * One owner's claim on a subject, taken on the owner's stream for a subject whose own stream must
 * then record it (the free chat claimed for a session that is then requested; an account linked to
 * an astrologer record that is then applied on), and the subjects that did follow.
 */
export interface Claim {
  readonly owner: string;
  readonly claim: { readonly subject: string; readonly at: number } | undefined;
  readonly followed: readonly string[];
}

/** What an event means to such a flow: a claim taken or given back, or the subject's own record. */
export interface ClaimStep {
  readonly kind: 'claimed' | 'released' | 'followed';
  readonly owner: string;
  readonly subject: string;
}

export interface ClaimThenFollow<C> {
  readonly name: string;
  readonly streams: readonly string[];
  /** The step an event is, or undefined for none of this flow's business. */
  stepOf(event: RecordedEvent): ClaimStep | undefined;
  /** The command that gives the claim back. */
  release(owner: string, subject: string): C;
}

/**
 * A claim that a request takes before it writes the subject's stream: a request that dies between
 * the two leaves a claim nothing will use (the request's data died with it, so the flow cannot
 * complete). Once `graceMs` has passed since the claim without the subject's record, the claim is
 * given back; the owner's next request claims afresh.
 */
export function claimThenFollowWorkflow<C>(flow: ClaimThenFollow<C>, graceMs: number): Workflow<Claim | undefined, C> {
  const settled = (state: Claim | undefined) => !state?.claim || state.followed.includes(state.claim.subject);
  return {
    name: flow.name,
    streams: flow.streams,
    keyOf: (event) => flow.stepOf(event)?.owner,
    initialState: () => undefined,
    evolve(state, event) {
      const step = flow.stepOf(event);
      if (!step) return state;
      const claim = state ?? { owner: step.owner, claim: undefined, followed: [] };
      switch (step.kind) {
        case 'claimed':
          return { ...claim, claim: { subject: step.subject, at: Date.parse(event.metadata.occurredAt) } };
        case 'released':
          return claim.claim?.subject === step.subject ? { ...claim, claim: undefined } : claim;
        case 'followed':
          return { ...claim, followed: [...claim.followed, step.subject] };
      }
    },
    next(state, now) {
      if (settled(state) || now.getTime() - state!.claim!.at < graceMs) return undefined;
      return flow.release(state!.owner, state!.claim!.subject);
    },
    // Nothing to watch: no claim, or a claim whose subject was recorded.
    done: settled,
  };
}
