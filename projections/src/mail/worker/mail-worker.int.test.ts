import { randomUUID } from 'node:crypto';
import { createLogger } from '@nakshatra/platform';
import { createTestDatabase, type TestDatabase } from '@nakshatra/platform/testing';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectReadModels, type ReadModelConnection } from '../../read-models/connect-read-models.js';
import { migrateReadModels } from '../../read-models/migrate-read-models.js';
import { SUPPORT_RECIPIENT, userRecipient } from '../mail-kind.js';
import type { MailLanguage, StoredMailTexts } from '../mail-texts.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.js';
import { mailConfigFromEnv, type MailConfig } from './mail-config.js';
import { MailDeliveries } from './mail-deliveries.js';
import { MailWorker } from './mail-worker.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import { smtpTransport } from './smtp-transport.js';

const T0 = new Date('2026-11-27T06:00:00.000Z');
const BASE_MS = 60_000;
const logger = createLogger('mail-worker-test', 'silent');

/** A mail as the outbox holds it, in each language (the Hindi marked so a test can tell which went). */
const textsOf = (subject: string): StoredMailTexts => ({
  en: { subject, body: `Body of ${subject}` },
  hi: { subject: `हिन्दी: ${subject}`, body: `हिन्दी में: ${subject}` },
  both: { subject: `${subject} | हिन्दी`, body: `Body of ${subject}\n—\nहिन्दी में` },
});

describe('mail worker against a real SMTP server', () => {
  let db: TestDatabase;
  let readModels: ReadModelConnection;
  let smtp: TestSmtpServer;
  let config: MailConfig;
  const workers: MailWorker[] = [];
  /** The clock the workers read; tests move it past a backoff instead of waiting for it. */
  let clock = T0;

  const worker = (connection = readModels, overrides: Partial<MailConfig> = {}, transport?: MailTransport) => {
    const settings = { ...config, ...overrides };
    const started = new MailWorker({ db: connection.db, transport: transport ?? smtpTransport(smtp.url, settings.from), config: settings, logger, now: () => clock });
    workers.push(started);
    return started;
  };
  /** An outbox row; `language` null: the recipient user's own (the default here is English, as settled by the event). */
  const owe = async (recipient: string, subject = `Mail ${randomUUID()}`, replyTo: string | null = null, language: MailLanguage | null = 'en', texts = textsOf(subject)) => {
    const id = randomUUID();
    await readModels.db.insertInto('email_outbox').values({ id, kind: 'test_mail', recipient, texts: JSON.stringify(texts), language, user_id: null, reply_to: replyTo, created_at: clock }).execute();
    return id;
  };
  /** A user with an address and, when known, the language they read the site in. */
  const user = async (email: string, language: 'en' | 'hi' | null) => {
    const id = randomUUID();
    const at = clock;
    await readModels.db
      .insertInto('users')
      .values({ id, phone: null, country_code: '+91', name: 'Asha', email, img_url: 'NA', gender: null, date_of_birth: null, language, status: 'active', status_reason: null, roles: '["customer"]', registered_at: at, last_login_at: null, updated_at: at })
      .execute();
    return id;
  };
  const delivery = (id: string) => readModels.db.selectFrom('email_deliveries').selectAll().where('outbox_id', '=', id).executeTakeFirstOrThrow();
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseAdminUrl'), 'mail_worker');
    readModels = connectReadModels(db.url);
    await migrateReadModels(readModels.db);
    smtp = await startTestSmtpServer();
    config = mailConfigFromEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Nakshatra <no-reply@nakshatra.test>', SUPPORT_EMAIL: 'care@nakshatra.test', MAIL_RETRY_BASE_MS: String(BASE_MS), MAIL_MAX_ATTEMPTS: '3' });
  });
  beforeEach(async () => {
    clock = T0;
    smtp.refuseWith(null);
    smtp.received.length = 0;
    await sql`TRUNCATE email_outbox, email_deliveries, users`.execute(readModels.db);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((started) => started.stop()));
  });
  afterAll(async () => {
    await smtp?.stop();
    await readModels?.close();
    await db?.drop();
  });

  it('delivers each mail once, addressed as its row says, and marks it sent', async () => {
    const welcome = await owe('asha@example.in', 'Welcome to the Nakshatra newsletter');
    const contact = await owe(SUPPORT_RECIPIENT, 'Contact form: Refund from Asha', 'asha@example.in');
    const mailer = worker();

    expect(await mailer.tickOnce()).toEqual({ sent: 2, retrying: 0, dead: 0 });
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });

    expect(smtp.received.map(({ from, to }) => ({ from, to })).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!))).toEqual([
      { from: 'no-reply@nakshatra.test', to: ['asha@example.in'] },
      { from: 'no-reply@nakshatra.test', to: ['care@nakshatra.test'] },
    ]);
    const toSupport = smtp.received.find((mail) => mail.to[0] === 'care@nakshatra.test')!;
    expect(toSupport.raw).toMatch(/^Subject: Contact form: Refund from Asha$/m);
    expect(toSupport.raw).toMatch(/^Reply-To: asha@example.in$/m);
    expect(toSupport.raw).toContain('Body of Contact form: Refund from Asha');
    expect(toSupport.messageId).toBe(`<${contact}@nakshatra.test>`);
    expect(await delivery(welcome)).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', sent_to: 'asha@example.in', language: 'en', sent_at: T0, last_error: null });
    expect(await delivery(contact)).toMatchObject({ status: 'sent', sent_to: 'care@nakshatra.test' });
  });

  it('sends a user’s mail in the language they read the site in and in both when it is not known, the rest as the event settled, and an old row in English', async () => {
    const sent: OutgoingMail[] = [];
    const capture: MailTransport = { name: 'smtp', send: async (mail) => void sent.push(mail), close: () => undefined };
    const readsHindi = await user('meera@example.in', 'hi');
    const neverSaid = await user('ravi@example.in', null);
    const mails = {
      hindi: await owe(userRecipient(readsHindi), 'Your order is packed', null, null),
      both: await owe(userRecipient(neverSaid), 'Your order was delivered', null, null),
      settled: await owe('reader@example.in', 'Welcome to the Nakshatra newsletter', null, 'hi'),
      team: await owe(SUPPORT_RECIPIENT, 'Ticket T-1: the customer replied', null, 'both'),
      old: await owe(userRecipient(readsHindi), 'Your order was cancelled', null, 'en', { en: { subject: 'Your order was cancelled', body: 'English only' } }),
    };

    expect(await worker(readModels, {}, capture).tickOnce()).toEqual({ sent: 5, retrying: 0, dead: 0 });
    const subjectTo = Object.fromEntries(sent.map((mail) => [mail.to, mail.subject]));
    expect(subjectTo).toEqual({
      'meera@example.in': expect.any(String),
      'ravi@example.in': 'Your order was delivered | हिन्दी',
      'reader@example.in': 'हिन्दी: Welcome to the Nakshatra newsletter',
      'care@nakshatra.test': 'Ticket T-1: the customer replied | हिन्दी',
    });
    expect(sent.filter((mail) => mail.to === 'meera@example.in').map((mail) => [mail.subject, mail.text]).sort()).toEqual([
      ['Your order was cancelled', 'English only'],
      ['हिन्दी: Your order is packed', 'हिन्दी में: Your order is packed'],
    ]);
    const languages = await Promise.all(Object.entries(mails).map(async ([name, id]) => [name, (await delivery(id)).language]));
    expect(Object.fromEntries(languages)).toEqual({ hindi: 'hi', both: 'both', settled: 'hi', team: 'both', old: 'en' });
  });

  it('passes by deliveries whose mail is gone from the outbox (its user erased), so they never fill a batch', async () => {
    const gone = await Promise.all([owe('one@example.in'), owe('two@example.in'), owe('three@example.in')]);
    await new MailDeliveries(readModels.db).discover(clock);
    await readModels.db.deleteFrom('email_outbox').where('id', 'in', gone).execute();
    later(1);
    const owed = await owe('four@example.in');

    expect(await worker(readModels, { batchSize: 2 }).tickOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['four@example.in']]);
    expect(await delivery(owed)).toMatchObject({ status: 'sent' });
    expect(await delivery(gone[0]!)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('tries again after a refusal, waiting twice as long each time, and delivers once the server takes it', async () => {
    const id = await owe('ravi@example.in');
    const mailer = worker(readModels, { maxAttempts: 5 });
    smtp.refuseWith({ code: 451, text: 'Mailbox busy, try again later' });

    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: new Date(T0.getTime() + BASE_MS) });
    expect((await delivery(id)).last_error).toContain('451');

    later(BASE_MS - 1);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    expect(smtp.refused()).toBeGreaterThanOrEqual(1);
    const refusedBefore = smtp.refused();
    later(1);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    expect(smtp.refused()).toBe(refusedBefore + 1);
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: new Date(clock.getTime() + 2 * BASE_MS) });

    smtp.refuseWith(null);
    later(2 * BASE_MS - 1);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    later(1);
    expect(await mailer.tickOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    expect(await delivery(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ravi@example.in']]);
  });

  it('gives a mail up (dead letter) after the last attempt, and never tries it again', async () => {
    const id = await owe('nobody@example.in');
    const mailer = worker();
    smtp.refuseWith({ code: 452, text: 'Insufficient system storage' });

    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    later(BASE_MS);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    later(2 * BASE_MS);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 1 });
    expect(await delivery(id)).toMatchObject({ status: 'dead', attempts: 3, lease_until: null });
    expect((await delivery(id)).last_error).toContain('452');

    smtp.refuseWith(null);
    later(24 * 3_600_000);
    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('gives up at once when the server refuses for good (5xx), or the user has no address', async () => {
    const refused = await owe('gone@example.in');
    const noAddress = await owe(userRecipient(randomUUID()));
    smtp.refuseWith({ code: 550, text: 'No such user here' });

    expect(await worker().tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 2 });
    expect(await delivery(refused)).toMatchObject({ status: 'dead', attempts: 1 });
    expect((await delivery(refused)).last_error).toContain('550');
    expect(await delivery(noAddress)).toMatchObject({ status: 'dead', last_error: 'the user has no e-mail address' });
  });

  it('sends each mail once when two workers drain the outbox at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => owe(`reader${n}@example.in`)));
    const other = connectReadModels(db.url);
    try {
      const [first, second] = [worker(readModels, { batchSize: 3 }), worker(other, { batchSize: 3 })];
      const drain = async (mailer: MailWorker) => {
        let sent = 0;
        for (let pass = await mailer.tickOnce(); pass.sent > 0; pass = await mailer.tickOnce()) sent += pass.sent;
        return sent;
      };
      const [byFirst, bySecond] = await Promise.all([drain(first), drain(second)]);

      expect(byFirst + bySecond).toBe(40);
      expect(byFirst).toBeGreaterThan(0);
      expect(bySecond).toBeGreaterThan(0);
      expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@nakshatra.test>`).sort());
    } finally {
      await other.close();
    }
  });

  it('takes over a mail whose worker died while sending, once its lease is over', async () => {
    const id = await owe('meera@example.in');
    // A worker claims the mail and dies before it records anything.
    await new MailDeliveries(readModels.db).discover(clock);
    expect(await new MailDeliveries(readModels.db).claim(clock, new Date(clock.getTime() + config.leaseMs), 10)).toHaveLength(1);
    const mailer = worker();

    expect(await mailer.tickOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    later(config.leaseMs);
    expect(await mailer.tickOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    expect(await delivery(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
