import { intFromEnv } from '@nakshatra/platform';

/** How the mail worker sends (docs/mail.md, "Configuration"). */
export interface MailConfig {
  /** SMTP_URL: `smtp://user:password@host:587` or `smtps://…:465`; null keeps mail in the development mailbox. Holds a password: never logged. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM: the sender of every mail. */
  readonly from: string;
  /** SUPPORT_EMAIL: where mail to `support` goes (contact-form messages). */
  readonly supportAddress: string;
  /** MAIL_MAX_ATTEMPTS (8): attempts before a mail is dead. */
  readonly maxAttempts: number;
  /** MAIL_RETRY_BASE_MS (60000): the wait after a first failed attempt, doubled after each one. */
  readonly retryBaseMs: number;
  /** MAIL_RETRY_MAX_MS (6 h): the longest wait between attempts. */
  readonly retryMaxMs: number;
  /** MAIL_TICK_MS (2000): how often the outbox is looked at. */
  readonly tickMs: number;
  /** How long a claimed mail is this worker's before another may take it (a worker that died while sending); longer than any SMTP timeout below. */
  readonly leaseMs: number;
  /** Mails claimed in one pass. */
  readonly batchSize: number;
}

/** Connecting, the server's greeting and a silent socket each give up after this; well within the lease. */
export const SMTP_TIMEOUT_MS = 30_000;

export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (!smtpUrl && env.NODE_ENV === 'production') throw new Error('SMTP_URL must be set in production: contact messages and customer mail need a real SMTP server');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'Nakshatra <no-reply@nakshatra.app>',
    supportAddress: env.SUPPORT_EMAIL?.trim() || 'support@nakshatra.app',
    maxAttempts: intFromEnv(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 50),
    retryBaseMs: intFromEnv(env, 'MAIL_RETRY_BASE_MS', 60_000, 10, 86_400_000),
    retryMaxMs: intFromEnv(env, 'MAIL_RETRY_MAX_MS', 6 * 3_600_000, 10, 7 * 86_400_000),
    tickMs: intFromEnv(env, 'MAIL_TICK_MS', 2_000, 10, 600_000),
    leaseMs: 5 * 60_000,
    batchSize: 20,
  };
}
