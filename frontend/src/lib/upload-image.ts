import { UPLOAD_MAX_BYTES, type ErrorEnvelope } from '@nakshatra/contracts/client';

/** Spec §8: the upload call answers `{status, url}`, or `error_status` and `error_msge`. */
export type UploadResult = UploadSuccess | UploadFailure;
export interface UploadSuccess {
  readonly status: number;
  readonly url: string;
}
export interface UploadFailure {
  readonly error_status: number;
  readonly error_msge: string;
}

export const isUploadFailure = (result: UploadResult): result is UploadFailure => 'error_status' in result;

/** The types the server accepts (it reads the type from the bytes; the browser's guess is checked first to save a round trip). */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export const uploadMessages = {
  wrongType: 'The image must be a JPEG, PNG or WebP file',
  tooLarge: 'The image must be at most 5 MB',
  unreachable: 'The image could not be uploaded. Check the connection and try again.',
  failed: (status: number) => `The image could not be uploaded (error ${status}). Please try again.`,
} as const;

/** The catalogue's upload_image path (a test holds them equal); named here so this module needs no schemas. */
export const UPLOAD_PATH = '/upload/upload-image';

/** The first reason the server would refuse this file, or undefined. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): UploadFailure | undefined {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return { error_status: 400, error_msge: uploadMessages.wrongType };
  if (file.size > UPLOAD_MAX_BYTES) return { error_status: 413, error_msge: uploadMessages.tooLarge };
  return undefined;
}

/** POST /upload/upload-image: one file in the multipart field `image`, with the session cookie. Never rejects. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResult> {
  const problem = imageFileProblem(file);
  if (problem) return problem;

  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH, { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch {
    return { error_status: 0, error_msge: uploadMessages.unreachable };
  }
  const body = await readJson(response);
  if (response.ok && typeof body?.url === 'string') return { status: response.status, url: body.url };
  return { error_status: response.status, error_msge: serverMessage(body) ?? uploadMessages.failed(response.status) };
}

/** A 400 names the field it refuses ("image: …"); its one field error reads better on its own. */
function serverMessage(body: Partial<ErrorEnvelope> & Record<string, unknown> | undefined): string | undefined {
  const errors = body?.errors;
  if (errors?.length === 1 && errors[0]?.message) return errors[0].message;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
}

async function readJson(response: Response): Promise<(Partial<ErrorEnvelope> & Record<string, unknown>) | undefined> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Partial<ErrorEnvelope> & Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
