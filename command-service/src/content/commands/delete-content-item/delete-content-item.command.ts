import type { ContentFamilyName } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { ContentWriteResult } from '../create-content-item/create-content-item.command.js';

export class DeleteContentItem extends Command<ContentWriteResult> {
  constructor(
    readonly family: ContentFamilyName,
    readonly id: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
