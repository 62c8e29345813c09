import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privateUploadsDirBeside, removeUploadFolders } from '@nakshatra/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageStorage } from './image-storage.js';
import { sniffImageType } from './image-type.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('image storage', () => {
  let uploadsDir: string;
  let storage: ImageStorage;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'nk-storage-'));
    storage = new ImageStorage({ uploadsDir, privateUploadsDir: privateUploadsDirBeside(uploadsDir) });
  });
  afterAll(() => removeUploadFolders(uploadsDir));

  it('stores the same bytes sent many times at once as one whole file, with nothing left aside', async () => {
    const stored = await Promise.all(Array.from({ length: 8 }, () => storage.store(PNG, sniffImageType(PNG)!, 'public')));
    expect(new Set(stored.map((image) => image.name)).size).toBe(1);
    expect(await readdir(uploadsDir)).toEqual([stored[0]!.name]);
    expect((await readFile(path.join(uploadsDir, stored[0]!.name))).equals(PNG)).toBe(true);
  });

  it('keeps private images in their own folder, never in the public one', async () => {
    const bytes = Buffer.concat([PNG, Buffer.from('private')]);
    const { name } = await storage.store(bytes, sniffImageType(bytes)!, 'private');
    expect(await readdir(privateUploadsDirBeside(uploadsDir))).toEqual([name]);
    expect(await readdir(uploadsDir)).not.toContain(name);
  });
});
