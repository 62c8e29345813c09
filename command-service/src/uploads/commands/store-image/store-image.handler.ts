import { randomUUID } from 'node:crypto';
import { PRIVATE_IMAGE_PATH, privateImageStreamName } from '@nakshatra/contracts';
import { formatPosition, type EventStore } from '@nakshatra/event-store';
import { refuse, type RateLimiter } from '@nakshatra/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { eventMetadata, type CommandMetadata } from '../../../shared/command-metadata.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { hitOrRefuse } from '../../../shared/rate-limits.js';
import { RATE_LIMITER } from '../../../users/user-tokens.js';
import { IMAGE_STORAGE, type ImageStorage } from '../../image-storage.js';
import { sniffImageType } from '../../image-type.js';
import { withoutPersonalMetadata } from '../../personal-metadata.js';
import { StoreImage } from './store-image.command.js';

/**
 * Any logged-in user may upload (astrologer applicants send their photo and ID document before they
 * are astrologers), so everyone but admins and the system (the demo seed), who fill the catalogue,
 * has a ceiling against filling the disk.
 */
export const UPLOADS_PER_HOUR = 30;

/** Keeps an image that really is a JPEG, PNG or WebP, without its camera's metadata, and records who uploaded what (ImageUploaded, PrivateImageUploaded). */
@CommandHandler(StoreImage)
export class StoreImageHandler implements ICommandHandler<StoreImage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(IMAGE_STORAGE) private readonly images: ImageStorage,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ bytes: sent, visibility, meta }: StoreImage) {
    await this.assertWithinLimit(meta);
    const type = sniffImageType(sent);
    if (!type) throw refuse('upload.not_image');
    const bytes = await withoutPersonalMetadata(sent, type);
    if (!bytes) throw refuse('upload.not_image');
    const { name, sha256 } = await this.images.store(bytes, type, visibility);
    const data = { url: visibility === 'public' ? `/uploads/${name}` : `${PRIVATE_IMAGE_PATH}${name}`, sha256, bytes: bytes.length, contentType: type.contentType };
    // Every upload is its own fact (who, when), so the stream takes any revision. A private image's
    // stream lists who sent it: only they may attach it to an application or a ticket (own-private-images.ts).
    const [stream, event] = visibility === 'public' ? [`upload-${sha256}`, 'ImageUploaded'] : [privateImageStreamName(name), 'PrivateImageUploaded'];
    const result = await this.store.appendToStream(stream, [{ id: randomUUID(), type: event, data, metadata: eventMetadata(meta, new Date()) }], { expectedRevision: 'any' });
    return { url: data.url, position: formatPosition(result.position) };
  }

  private async assertWithinLimit({ actor }: CommandMetadata): Promise<void> {
    if (actor.role === 'admin' || actor.role === 'system') return;
    await hitOrRefuse(this.limiter, `upload-image-user:${actor.id}`, UPLOADS_PER_HOUR, 60 * 60, 'upload.too_many');
  }
}
