import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type.js';

/**
 * Uploaded images on disk (UPLOADS_DIR; a shared volume in compose), named by their SHA-256 so
 * the same image stored twice is one file and URLs never change what they point at.
 */
export class ImageStorage {
  constructor(private readonly directory: string) {}

  async store(bytes: Buffer, type: ImageType): Promise<{ name: string; sha256: string }> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = `${sha256.slice(0, 32)}.${type.extension}`;
    await mkdir(this.directory, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = path.join(this.directory, `.${name}.${process.pid}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, path.join(this.directory, name));
    return { name, sha256 };
  }
}

export const IMAGE_STORAGE = Symbol('ImageStorage');
