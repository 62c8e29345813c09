import type { UpdateUser as UpdateUserInput } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class UpdateUser extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly input: UpdateUserInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
