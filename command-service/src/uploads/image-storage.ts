import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadFolders } from '@nakshatra/platform';
import type { ImageType } from './image-type.js';

/** Public images the gateway serves to anyone; private ones only the query service reads, for those allowed (docs/uploads.md). */
export type ImageVisibility = 'public' | 'private';

/**
 * Uploaded images on disk (UPLOADS_DIR and PRIVATE_UPLOADS_DIR; shared volumes in compose), named
 * by their SHA-256 so the same image stored twice is one file and URLs never change what they
 * point at.
 */
export class ImageStorage {
  constructor(private readonly folders: UploadFolders) {}

  async store(bytes: Buffer, type: ImageType, visibility: ImageVisibility): Promise<{ name: string; sha256: string }> {
    const directory = visibility === 'public' ? this.folders.uploadsDir : this.folders.privateUploadsDir;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = `${sha256.slice(0, 32)}.${type.extension}`;
    await mkdir(directory, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file. Each write has its own aside:
    // two uploads of the same bytes at once (one process, or two instances) must not rename one file twice.
    const temporary = path.join(directory, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(directory, name));
    return { name, sha256 };
  }
}

export const IMAGE_STORAGE = Symbol('ImageStorage');
