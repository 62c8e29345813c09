import { randomUUID } from 'node:crypto';
import { formatPosition, type EventStore } from '@nakshatra/event-store';
import { badRequest } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata } from '../../../shared/command-metadata.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { IMAGE_STORAGE, type ImageStorage } from '../../image-storage.js';
import { sniffImageType } from '../../image-type.js';
import { StoreImage } from './store-image.command.js';

/** Keeps an image that really is a JPEG, PNG or WebP, and records who uploaded what (ImageUploaded). */
@CommandHandler(StoreImage)
export class StoreImageHandler implements ICommandHandler<StoreImage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(IMAGE_STORAGE) private readonly images: ImageStorage,
  ) {}

  async execute({ bytes, meta }: StoreImage) {
    const type = sniffImageType(bytes);
    if (!type) throw badRequest([{ path: 'image', message: 'The image must be a JPEG, PNG or WebP file' }]);
    const { name, sha256 } = await this.images.store(bytes, type);
    const url = `/uploads/${name}`;
    // Every upload is its own fact (who, when), so the stream takes any revision.
    const result = await this.store.appendToStream(
      `upload-${sha256}`,
      [{ id: randomUUID(), type: 'ImageUploaded', data: { url, sha256, bytes: bytes.length, contentType: type.contentType }, metadata: eventMetadata(meta, new Date()) }],
      { expectedRevision: 'any' },
    );
    return { url, position: formatPosition(result.position) };
  }
}
