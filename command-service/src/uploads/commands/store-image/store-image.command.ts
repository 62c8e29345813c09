import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../shared/command-metadata.js';
import type { ImageVisibility } from '../../image-storage.js';

export class StoreImage extends Command<{ readonly url: string; readonly position: string | undefined }> {
  constructor(
    readonly bytes: Buffer,
    readonly visibility: ImageVisibility,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
