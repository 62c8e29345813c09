import { Module } from '@nestjs/common';
import { DeleteKundliHandler, SaveKundliHandler } from './commands/kundli-command-handlers.js';

/** Kundlis users save to their profile (docs/astrology.md). */
@Module({ providers: [SaveKundliHandler, DeleteKundliHandler] })
export class KundlisModule {}
