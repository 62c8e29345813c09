import os from 'node:os';

/** What the results were measured on, printed with every benchmark. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}

export const format = (n: number): string => Math.round(n).toLocaleString('en-US');
