import type { UpdateUserRoles } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export class ChangeUserRole extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly input: UpdateUserRoles,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
