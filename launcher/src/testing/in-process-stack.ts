import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE, routeCatalogue } from '@nakshatra/contracts';
import { createEventStore, type EventStore } from '@nakshatra/event-store';
import { startCommandService, type ChatConfig, type IceConfig, type PaymentProvider, type WalletConfig } from '@nakshatra/command-service';
import type { PhoneBridgeSetup } from '@nakshatra/command-service/testing';
import { createLogger, encodeSession, positiveIntEnv, PostgresSessionRevocations, privateUploadsDirBeside, type Role } from '@nakshatra/platform';
import { startProjections } from '@nakshatra/projections';
import { READ_YOUR_WRITES_TIMEOUT_MS, startQueryService } from '@nakshatra/query-service';
import { DEFAULT_PAGE_RENDER_TIMEOUT_MS, startGateway } from '@nakshatra/gateway';

/**
 * The whole product in the test process (no build needed): the same services `npm start` runs,
 * wired the same way through the gateway, on free ports, against a test database.
 */
export interface InProcessStack {
  readonly url: string;
  readonly store: EventStore;
  cookie(role: Role, userId?: string): string;
  stop(): Promise<void>;
}

/** What only the in-process stack can do, since the projections run in the test's own process. */
export interface RunningInProcessStack extends InProcessStack {
  /** Stops every projection (read models stay as they are), to test what must not wait for them. */
  stopProjections(): Promise<void>;
  /** Where ID documents and support screenshots are kept (docs/uploads.md). */
  readonly privateUploadsDir: string;
}

export async function startInProcessStack(
  databaseUrl: string,
  options: {
    redisUrl?: string;
    payments?: PaymentProvider;
    chat?: ChatConfig;
    wallet?: WalletConfig;
    ice?: IceConfig;
    phoneBridge?: PhoneBridgeSetup;
    /** The built SPA with its server entry (frontend/dist), for tests of server-rendered pages; unset, a bare index.html. */
    frontendDir?: string;
    pageRenderTimeoutMs?: number;
  } = {},
): Promise<RunningInProcessStack> {
  const sessionSecret = 't'.repeat(32);
  const logger = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
  const store = await createEventStore({ databaseUrl });
  const projections = await startProjections({ store, databaseUrl, logger, pollIntervalMs: 10 });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'nk-uploads-'));
  const privateUploadsDir = privateUploadsDirBeside(uploadsDir);
  const revocations = await PostgresSessionRevocations.connect(databaseUrl);
  const command = await startCommandService({ store, sessionSecret, logger, port: 0, uploadsDir, privateUploadsDir, revocations, ...(options.payments ? { payments: options.payments } : {}), ...(options.chat ? { chat: options.chat } : {}), ...(options.wallet ? { wallet: options.wallet } : {}), ...(options.ice ? { ice: options.ice } : {}), ...(options.phoneBridge ? { phoneBridge: options.phoneBridge } : {}) });
  // The test run's read-your-writes bound (vitest.config.ts), as the stacks of separate processes get it.
  const readYourWritesMs = positiveIntEnv('READ_YOUR_WRITES_MS', READ_YOUR_WRITES_TIMEOUT_MS);
  const query = await startQueryService({ databaseUrl, redisUrl: options.redisUrl, sessionSecret, logger, port: 0, readYourWritesMs, privateUploadsDir });
  const bareSpa = options.frontendDir === undefined;
  const frontendDir = options.frontendDir ?? mkdtempSync(path.join(tmpdir(), 'nk-spa-'));
  if (bareSpa) writeFileSync(path.join(frontendDir, 'index.html'), '<!doctype html><title>Nakshatra</title><div id="root"></div>');
  const gateway = await startGateway({
    catalogue: routeCatalogue,
    commandServiceUrls: [new URL(`http://127.0.0.1:${command.port}`)],
    queryServiceUrls: [new URL(`http://127.0.0.1:${query.port}`)],
    frontendDir,
    uploadsDir,
    logger,
    port: 0,
    host: '127.0.0.1',
    // The test run's bound on a server render (vitest.config.ts), unless the test sets its own.
    pageRenderTimeoutMs: options.pageRenderTimeoutMs ?? positiveIntEnv('PAGE_RENDER_TIMEOUT_MS', DEFAULT_PAGE_RENDER_TIMEOUT_MS),
  });
  let projectionsStopped: Promise<void> | undefined;
  const stopProjections = () => (projectionsStopped ??= projections.stop());
  return {
    url: `http://127.0.0.1:${gateway.port}`,
    store,
    privateUploadsDir,
    cookie: (role, userId = randomUUID()) =>
      `${SESSION_COOKIE}=${encodeSession(sessionSecret, { sid: randomUUID(), uid: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 })}`,
    stopProjections,
    async stop() {
      await gateway.stop();
      await command.stop();
      await query.stop();
      await stopProjections();
      await revocations.close();
      await store.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(privateUploadsDir, { recursive: true, force: true });
      if (bareSpa) rmSync(frontendDir, { recursive: true, force: true });
    },
  };
}
