import type { CreateUser as CreateUserInput } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class CreateUser extends Command<{ readonly userId: string; readonly position: string | undefined }> {
  constructor(
    readonly input: CreateUserInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
