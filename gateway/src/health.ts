/** GET <service>/health with a short timeout; an unreachable or failing service is reported, not thrown. */
export async function probe(url: URL): Promise<Record<string, unknown>> {
  try {
    const answer = await fetch(new URL('/health', url), { signal: AbortSignal.timeout(2000) });
    return (await answer.json()) as Record<string, unknown>;
  } catch (error) {
    return { status: 'down', reason: error instanceof Error ? error.message : String(error) };
  }
}
