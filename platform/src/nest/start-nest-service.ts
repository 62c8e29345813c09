import 'reflect-metadata';
import type { DynamicModule, INestApplication, LoggerService, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from '../logging/logger.js';
import { announceReady } from '../process/announce-ready.js';

/** Routes Nest's own log lines into the service's pino logger. */
class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
}

export interface StartedService {
  readonly app: INestApplication;
  readonly port: number;
}

/** Creates, starts and announces a Nest HTTP service; the catalogue dispatcher parses bodies itself. */
export async function startNestService(module: Type | DynamicModule, options: { port: number; host?: string; logger: Logger }): Promise<StartedService> {
  const app = await NestFactory.create(module, { bodyParser: false, logger: new PinoNestLogger(options.logger) });
  app.enableShutdownHooks();
  await app.listen(options.port, options.host ?? '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  options.logger.info({ port: address.port }, 'listening');
  announceReady(address.port);
  return { app, port: address.port };
}
