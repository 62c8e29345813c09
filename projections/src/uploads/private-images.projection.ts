import { privateImageNameOf } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { ColumnType } from 'kysely';
import type { DocumentProjection } from '../runtime/projection.js';
import { isUserErasure, userErasure } from '../users/erasure.js';

/** One row per private image and person who uploaded it (migration 0033): who may see it, with admins and a ticket's opener (docs/uploads.md). */
export interface PrivateImagesTable {
  /** `<name>:<uploader id>`. */
  id: string;
  /** The stored file, `<sha256 prefix>.<ext>`. */
  name: string;
  uploader_id: string;
  uploaded_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PrivateImageRow {
  readonly id: string;
  readonly name: string;
  readonly uploader_id: string;
  readonly uploaded_at: Date | string;
}

/** What the command service records per upload (uploads/commands/store-image). */
interface PrivateImageUploaded {
  readonly url: string;
}

const isPrivateImageUpload = (event: RecordedEvent): boolean => event.type === 'PrivateImageUploaded';
const nameOf = (event: RecordedEvent): string => privateImageNameOf((event.data as PrivateImageUploaded).url);
/** One row per image and uploader: the same person sending the same bytes again is the same row. */
const keyOf = (event: RecordedEvent): string => `${nameOf(event)}:${event.metadata.actor.id}`;

/**
 * Who uploaded each private image: they may see it, admins may see any image someone still holds,
 * and an erased account's rows go, so its ID document or screenshots are no one's to see.
 */
export const privateImagesProjection: DocumentProjection<PrivateImageRow> = {
  name: 'private_images',
  table: 'private_images',
  handles: isPrivateImageUpload,
  keyOf,
  perUser: userErasure('uploader_id'),
  evolve(row, event) {
    if (isUserErasure(event)) return null;
    // The first upload says when; the same person sending the same bytes again changes nothing.
    return row ?? { id: keyOf(event), name: nameOf(event), uploader_id: event.metadata.actor.id, uploaded_at: event.metadata.occurredAt };
  },
};
