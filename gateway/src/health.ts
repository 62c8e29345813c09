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

/** A service with several instances is as healthy as its least healthy one (each takes its turn of the requests). */
export async function probeInstances(urls: readonly URL[]): Promise<ServiceHealth> {
  const instances = await Promise.all(urls.map(probe));
  return instances.find((health) => health.status !== 'up') ?? instances[0]!;
}

/**
 * The product is healthy when both backends are up and every projection has a projector working
 * on it and lags no more than `maxProjectionLagMs` (docs/operations.md, "Health"). A place search
 * still warming is reported by the query service but is not a problem: searches wait for it.
 */
export function judgeHealth(commandService: ServiceHealth, queryService: ServiceHealth, maxProjectionLagMs: number): HealthReport {
  const problems: string[] = [];
  if (commandService.status !== 'up') problems.push(`command service is ${commandService.status}${whyOf(commandService.status, 'its event store does not answer')}`);
  if (queryService.status !== 'up') problems.push(`query service is ${queryService.status}${whyOf(queryService.status, 'its database does not answer')}`);
  const projections = Array.isArray(queryService.projections) ? (queryService.projections as ProjectionFreshness[]) : [];
  for (const projection of projections) {
    if (!projection.active) problems.push(`projection ${projection.name} has no projector running`);
    else if (projection.lagMs === null) problems.push(`projection ${projection.name} has not caught up yet`);
    else if (projection.lagMs > maxProjectionLagMs) problems.push(`projection ${projection.name} lags ${seconds(projection.lagMs)} (limit ${seconds(maxProjectionLagMs)})`);
  }
  return { healthy: problems.length === 0, problems, commandService: withoutReason(commandService), queryService: withoutReason(queryService) };
}

/**
 * The answer is public: it says what is wrong in fixed words, never a service's own error text
 * (host names, ports, user names of the database). The gateway logs those (internalReasons).
 */
const whyOf = (status: string, degraded: string) => (status === 'down' ? ' (not reachable)' : status === 'degraded' ? ` (${degraded})` : '');

const withoutReason = ({ reason: _reason, ...health }: ServiceHealth): ServiceHealth => health;

/** The services' own error texts, for the gateway's log only. */
export const internalReasons = (services: Record<string, ServiceHealth>): Record<string, string> =>
  Object.fromEntries(Object.entries(services).flatMap(([name, health]) => (typeof health.reason === 'string' ? [[name, health.reason]] : [])));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
