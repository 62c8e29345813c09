import type { EraseUser as EraseUserInput } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class EraseUser extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly input: EraseUserInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
