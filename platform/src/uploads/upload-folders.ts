import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploads are kept (docs/uploads.md): UPLOADS_DIR holds the public images the gateway serves
 * to anyone; PRIVATE_UPLOADS_DIR holds ID documents and support screenshots, which only the query
 * service reads, for those allowed to see them. The gateway is never given the private folder, so
 * no mistake in its routes can serve one. By default it sits beside the public one.
 */
export interface UploadFolders {
  readonly uploadsDir: string;
  readonly privateUploadsDir: string;
}

/** `<uploads>-private`, beside the public folder: one setting places both, and every test stack's folders stay its own. */
export const privateUploadsDirBeside = (uploadsDir: string): string => `${path.resolve(uploadsDir)}-private`;

/** UPLOADS_DIR (`.data/uploads`) and PRIVATE_UPLOADS_DIR (beside it). */
export function uploadFoldersFromEnv(env: NodeJS.ProcessEnv): UploadFolders {
  const uploadsDir = path.resolve(env.UPLOADS_DIR || '.data/uploads');
  return { uploadsDir, privateUploadsDir: env.PRIVATE_UPLOADS_DIR ? path.resolve(env.PRIVATE_UPLOADS_DIR) : privateUploadsDirBeside(uploadsDir) };
}

/** Removes an uploads folder and the private one beside it (test and benchmark stacks clean up after themselves). */
export async function removeUploadFolders(uploadsDir: string): Promise<void> {
  await rm(uploadsDir, { recursive: true, force: true });
  await rm(privateUploadsDirBeside(uploadsDir), { recursive: true, force: true });
}
