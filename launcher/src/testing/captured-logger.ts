import type { SupervisorLogger } from '../supervisor.js';

export interface LogEntry {
  readonly level: 'info' | 'error';
  readonly msg: string;
  /** Date.now() when it was logged. */
  readonly time: number;
  readonly details: Record<string, unknown>;
}

/** A logger whose lines a test reads back (the launcher's crash and restart lines). */
export function capturedLogger(): { logger: SupervisorLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const log = (level: LogEntry['level']) => (details: object, msg: string) => entries.push({ level, msg, time: Date.now(), details: { ...details } });
  return { logger: { info: log('info'), error: log('error') }, entries };
}
