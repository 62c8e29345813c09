import type { ContentFamilyName } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';

export interface ContentWriteResult {
  readonly id: string;
  readonly position: string | undefined;
}

/** The fields of any family's create_X body: the common ones this mechanism reads, and the family's own. */
export type ContentFields = Readonly<Record<string, unknown>> & { readonly title: string; readonly slug?: string | undefined };

export class CreateContentItem extends Command<ContentWriteResult & { readonly slug: string }> {
  constructor(
    readonly family: ContentFamilyName,
    readonly fields: ContentFields,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
