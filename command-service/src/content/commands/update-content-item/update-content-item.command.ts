import type { ContentFamilyName } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { ContentWriteResult } from '../create-content-item/create-content-item.command.js';

export class UpdateContentItem extends Command<ContentWriteResult> {
  constructor(
    readonly family: ContentFamilyName,
    readonly id: string,
    /** Only the fields that change; null clears an optional one. */
    readonly changes: Readonly<Record<string, unknown>> & { readonly slug?: string | undefined },
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
