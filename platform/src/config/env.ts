import { MIN_SECRET_LENGTH } from '../session/session-cookie.js';

/** Configuration comes from the environment only; these helpers fail fast with a clear message. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return process.env[name] || undefined;
}

export function portEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${raw}`);
  return port;
}

export function sessionSecretEnv(): string {
  const secret = requiredEnv('SESSION_SECRET');
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

export function positiveIntEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
}

/** A whole number from `min` to `max` in `env[name]`, or the fallback when unset; anything else fails the start with a clear message. */
export function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not "${raw}"`);
  return value;
}

/**
 * `NAKSHATRA_CHECK_ANSWERS=1`: every answer is checked against its catalogue entry (tests set it;
 * answer-check.ts). Never in production, where a drifted answer is better served than refused.
 */
export const checkAnswersEnv = (): boolean => process.env.NAKSHATRA_CHECK_ANSWERS === '1' && process.env.NODE_ENV !== 'production';
