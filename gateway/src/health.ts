/** What a backend's internal `GET /health` says (command-service and query-service health.controller.ts). */
export type ServiceHealth = Record<string, unknown> & { readonly status: string };

/** A projection as the query service reports it (projections' readProjectionFreshness). */
interface ProjectionFreshness {
  readonly name: string;
  readonly active: boolean;
  readonly lagMs: number | null;
}

/** Default of HEALTH_MAX_PROJECTION_LAG_MS: a read model older than this makes the product unhealthy. */
export const DEFAULT_MAX_PROJECTION_LAG_MS = 30_000;

export interface HealthReport {
  readonly healthy: boolean;
  /** Why it is not, one line each; empty when healthy. */
  readonly problems: readonly string[];
  readonly commandService: ServiceHealth;
  readonly queryService: ServiceHealth;
}

/** GET <service>/health with a short timeout; an unreachable or failing service is reported, not thrown. */
export async function probe(url: URL): Promise<ServiceHealth> {
  try {
    const answer = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(2000) });
    return (await answer.json()) as ServiceHealth;
  } catch (error) {
    return { status: 'down', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The product is healthy when both backends are up and every projection has a projector working
 * on it and lags no more than `maxProjectionLagMs` (docs/operations.md, "Health"). A place search
 * still warming is reported by the query service but is not a problem: searches wait for it.
 */
export function judgeHealth(commandService: ServiceHealth, queryService: ServiceHealth, maxProjectionLagMs: number): HealthReport {
  const problems: string[] = [];
  if (commandService.status !== 'up') problems.push(`command service is ${commandService.status}${reasonOf(commandService)}`);
  if (queryService.status !== 'up') problems.push(`query service is ${queryService.status}${reasonOf(queryService)}`);
  const projections = Array.isArray(queryService.projections) ? (queryService.projections as ProjectionFreshness[]) : [];
  for (const projection of projections) {
    if (!projection.active) problems.push(`projection ${projection.name} has no projector running`);
    else if (projection.lagMs === null) problems.push(`projection ${projection.name} has not caught up yet`);
    else if (projection.lagMs > maxProjectionLagMs) problems.push(`projection ${projection.name} lags ${seconds(projection.lagMs)} (limit ${seconds(maxProjectionLagMs)})`);
  }
  return { healthy: problems.length === 0, problems, commandService, queryService };
}

const reasonOf = (health: ServiceHealth) => (typeof health.reason === 'string' ? `: ${health.reason}` : '');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
