import type { ContentFamilyName } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export interface ContentWriteResult {
  readonly id: string;
  readonly position: string | undefined;
}

export class CreateContentItem extends Command<ContentWriteResult & { readonly slug: string }> {
  constructor(
    readonly family: ContentFamilyName,
    readonly fields: Record<string, unknown>,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
