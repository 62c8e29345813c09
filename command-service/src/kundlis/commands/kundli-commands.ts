import type { CalculateKundli, SavedKundliView } from '@nakshatra/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../shared/command-metadata.js';

type SaveAnswer = { readonly view: SavedKundliView; readonly created: boolean; readonly position: string | undefined };

/** The caller saves to their own shelf: the user id comes from the session, never from the body. */
export class SaveKundli extends Command<SaveAnswer> {
  constructor(
    readonly userId: string,
    readonly input: CalculateKundli,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

export class DeleteKundli extends Command<{ readonly position: string | undefined }> {
  constructor(
    readonly userId: string,
    readonly kundliId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
