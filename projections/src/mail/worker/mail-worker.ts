import type { Logger } from '@nakshatra/platform';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../../read-models/read-model-database.js';
import { SUPPORT_RECIPIENT, USER_RECIPIENT_PREFIX } from '../mail-kind.js';
import type { MailLanguage } from '../mail-texts.js';
import type { MailConfig } from './mail-config.js';
import { MailDeliveries, type ClaimedMail } from './mail-deliveries.js';
import type { MailTransport } from './mail-transport.js';
import { retryDelayMs } from './retry-schedule.js';

export interface MailWorkerOptions {
  readonly db: Kysely<ReadModelDatabase>;
  readonly transport: MailTransport;
  readonly config: MailConfig;
  readonly logger: Logger;
  /** The clock due times are read against; tests move it instead of waiting out a backoff. */
  readonly now?: () => Date;
}

/** What one pass did, for tests and logs. */
export interface MailPass {
  readonly sent: number;
  readonly retrying: number;
  readonly dead: number;
}

/** A failure no retry can mend: the SMTP server refused for good (5xx), or the user has no address. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return error instanceof NoAddress || (typeof code === 'number' && code >= 500 && code < 600);
};

class NoAddress extends Error {}

/**
 * Drains `email_outbox` (docs/mail.md): every `tickMs`, starts a delivery for each new mail, claims
 * the ones due, sends each through the transport, and records the outcome — sent; pending again
 * after an exponential wait; or dead once `maxAttempts` failed or the server refused for good.
 * Safe with any number of workers (claims are leases taken with SKIP LOCKED). Passes never overlap.
 * Logs name the mail by id and kind, never its address, text or the SMTP URL.
 */
export class MailWorker {
  private readonly deliveries: MailDeliveries;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MailPass> | undefined;

  constructor(private readonly options: MailWorkerOptions) {
    this.deliveries = new MailDeliveries(options.db);
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.timer = setInterval(() => {
      // A failed pass (the database briefly away, the tables not migrated yet) is tried again next tick.
      this.tickOnce().catch((error: unknown) => this.options.logger.error({ err: error }, 'mail pass failed; trying again'));
    }, this.options.config.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.options.transport.close();
  }

  /** One pass (what tests call instead of waiting for the interval). */
  tickOnce(): Promise<MailPass> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<MailPass> {
    const { config } = this.options;
    const started = this.now();
    await this.deliveries.discover(started);
    const claimed = await this.deliveries.claim(started, new Date(started.getTime() + config.leaseMs), config.batchSize);
    const pass = { sent: 0, retrying: 0, dead: 0 };
    for (const mail of claimed) pass[await this.deliver(mail)] += 1;
    return pass;
  }

  private async deliver(mail: ClaimedMail): Promise<keyof MailPass> {
    const { transport, config, logger } = this.options;
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      const { to, language } = await this.destinationOf(mail);
      // A row from before mail had languages holds English only.
      const wording = mail.texts[language];
      const sentIn = wording ? language : 'en';
      const { subject, body } = wording ?? mail.texts.en;
      await transport.send({ id: mail.id, to, replyTo: mail.reply_to, subject, text: body });
      await this.deliveries.markSent(mail, transport.name, to, sentIn, this.now());
      logger.info({ ...about, transport: transport.name }, 'mail sent');
      return 'sent';
    } catch (error) {
      const failed = this.now();
      const why = { code: (error as { code?: unknown }).code, responseCode: (error as { responseCode?: unknown }).responseCode };
      const message = error instanceof Error ? error.message : String(error);
      if (isPermanent(error) || mail.attempts >= config.maxAttempts) {
        await this.deliveries.markFailed(mail, message, null, failed);
        logger.error({ ...about, ...why }, 'mail given up (dead letter)');
        return 'dead';
      }
      const waitMs = retryDelayMs(mail.attempts, config.retryBaseMs, config.retryMaxMs);
      await this.deliveries.markFailed(mail, message, new Date(failed.getTime() + waitMs), failed);
      logger.warn({ ...about, ...why, retryInMs: waitMs }, 'mail not sent; trying again later');
      return 'retrying';
    }
  }

  /**
   * Where a mail goes and in which language: a user's address and language are looked up now (a
   * user who never told the site a language gets both); the support team's address is configured.
   */
  private async destinationOf({ recipient, language }: ClaimedMail): Promise<{ to: string; language: MailLanguage }> {
    if (recipient === SUPPORT_RECIPIENT) return { to: this.options.config.supportAddress, language: language ?? 'both' };
    if (!recipient.startsWith(USER_RECIPIENT_PREFIX)) return { to: recipient, language: language ?? 'both' };
    const user = await this.deliveries.userContact(recipient.slice(USER_RECIPIENT_PREFIX.length));
    if (!user.email) throw new NoAddress('the user has no e-mail address');
    return { to: user.email, language: language ?? user.language ?? 'both' };
  }
}
