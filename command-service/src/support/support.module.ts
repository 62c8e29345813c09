import { Module } from '@nestjs/common';
import { OpenSupportTicketHandler, WriteAsOpenerHandler, WriteAsSupportHandler } from './commands/support-command-handlers.js';

/** Support tickets and refund requests decided in them (docs/support.md). */
@Module({ providers: [OpenSupportTicketHandler, WriteAsOpenerHandler, WriteAsSupportHandler] })
export class SupportModule {}
