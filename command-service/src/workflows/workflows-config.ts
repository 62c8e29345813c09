import { intFromEnv } from '@nakshatra/platform';

/** How the workflows (docs/workflows.md) look after flows left half done. */
export interface WorkflowsConfig {
  /** How long a step may take before its flow counts as left half done (WORKFLOW_GRACE_MS, 60000): far longer than any request. */
  readonly graceMs: number;
  /** How often the flows are looked at (WORKFLOW_TICK_MS, 10000); null runs none (one-off tools). */
  readonly tickMs: number | null;
  /** The clock the grace is read against; tests move it instead of waiting a minute. */
  readonly now: () => Date;
}

export const WORKFLOWS_CONFIG = Symbol('WorkflowsConfig');

export function workflowsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WorkflowsConfig {
  return {
    graceMs: intFromEnv(env, 'WORKFLOW_GRACE_MS', 60_000, 1_000, 3_600_000),
    tickMs: intFromEnv(env, 'WORKFLOW_TICK_MS', 10_000, 50, 600_000),
    now: () => new Date(),
  };
}
