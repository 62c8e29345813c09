import type { Logger } from '@nakshatra/platform';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../../read-models/read-model-database.js';
import { mailConfigFromEnv } from './mail-config.js';
import { devMailbox } from './mail-transport.js';
import { MailWorker } from './mail-worker.js';
import { smtpTransport } from './smtp-transport.js';

/** The projections service's mail worker: SMTP when SMTP_URL is set, else the development mailbox (refused in production). */
export function mailWorkerFromEnv(db: Kysely<ReadModelDatabase>, logger: Logger, env: NodeJS.ProcessEnv = process.env): MailWorker {
  const config = mailConfigFromEnv(env);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : devMailbox;
  logger.info({ transport: transport.name }, 'mail worker starting');
  return new MailWorker({ db, transport, config, logger });
}
