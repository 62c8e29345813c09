import { refusalMessage, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES, type ErrorEnvelope, type RefusalCode, type RefusalParamValues } from '@nakshatra/contracts/client';
import type { ApiFailure } from './api-client';
import { fetchJsonBeforeDeadline, globalFetch } from './deadline';

/** Spec §8: the upload call answers `{status, url}`, or `error_status` and `error_msge`. */
export type UploadResult = UploadSuccess | UploadFailure;
export interface UploadSuccess {
  readonly status: number;
  readonly url: string;
}
/** A refused upload: spec §8's `error_msge` (the English), and the refusal's code to word it in the visitor's language (`useRefusalText`). */
export type UploadFailure = ApiFailure & { readonly error_msge: string };

export const isUploadFailure = (result: UploadResult): result is UploadFailure => 'error_status' in result;

/** The types the server accepts (it reads the type from the bytes; the browser's guess is checked first to save a round trip). */
export const UPLOAD_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Where an image is uploaded, by who may see it: upload_image for photos anyone sees,
 * upload_private_image for ID documents and support screenshots (docs/uploads.md). The catalogue's
 * paths (a test holds them equal), named here so this module needs no schemas.
 */
export const UPLOAD_PATHS = { public: '/upload/upload-image', private: '/upload/upload-private-image' } as const;
export type UploadVisibility = keyof typeof UPLOAD_PATHS;

/** The refusal the server would give, said before any bytes are sent. */
function refused(status: number, code: RefusalCode, params?: RefusalParamValues): UploadFailure {
  return { error_status: status, code, ...(params ? { params } : {}), error_msge: refusalMessage(code, params) };
}

/** The first reason the server would refuse this file, or undefined. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): UploadFailure | undefined {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return refused(400, 'upload.not_image');
  if (file.size > UPLOAD_MAX_BYTES) return refused(413, 'upload.too_large', { megabytes: UPLOAD_MAX_MEGABYTES });
  return undefined;
}

/**
 * An upload with no whole answer after this long failed (fetchJsonBeforeDeadline): four times the API's
 * bound, since 5 MB on a slow mobile line (about 1 Mbit/s up) takes some 40 s to send.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /upload/upload-image (or upload-private-image): one file in the multipart field `image`, with the session cookie. Never rejects. */
export async function uploadImage(file: File, visibility: UploadVisibility = 'public', signal?: AbortSignal): Promise<UploadResult> {
  const problem = imageFileProblem(file);
  if (problem) return problem;

  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  let body: UploadAnswer | undefined;
  try {
    let json: unknown;
    ({ response, json } = await fetchJsonBeforeDeadline(globalFetch, UPLOAD_PATHS[visibility], { method: 'POST', body: form, credentials: 'include', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) }, UPLOAD_TIMEOUT_MS));
    body = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as UploadAnswer) : undefined;
  } catch {
    // No (whole) answer: status 0, which the refusal texts word as an unreachable server.
    return { error_status: 0, error_msge: 'The image could not be uploaded. Check the connection and try again.' };
  }
  if (response.ok && typeof body?.url === 'string') return { status: response.status, url: body.url };
  const { code, params, errors, message } = body ?? {};
  return {
    error_status: response.status,
    ...(code ? { code } : {}),
    ...(params ? { params } : {}),
    ...(errors ? { errors } : {}),
    error_msge: typeof message === 'string' && message !== '' ? message : `The image could not be uploaded (error ${response.status}). Please try again.`,
  };
}

/** What the upload call answers, as far as it is read: the url, or the refusal's envelope. */
type UploadAnswer = Partial<ErrorEnvelope> & { readonly url?: unknown };
