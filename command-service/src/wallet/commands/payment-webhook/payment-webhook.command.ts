import type { IncomingHttpHeaders } from 'node:http';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class HandlePaymentWebhook extends Command<{ readonly outcome: string }> {
  constructor(
    readonly provider: string,
    readonly rawBody: Buffer,
    readonly headers: IncomingHttpHeaders,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
