import { useState, type ChangeEvent } from 'react';
import { isUploadFailure, UPLOAD_IMAGE_TYPES, uploadImage, type UploadVisibility } from './upload-image';
import { useRefusalText } from './refusals/use-refusal-text.hook';

interface ImageUploadOptions {
  /** Told when uploads start and when they end: a form holds back its save meanwhile. */
  readonly onBusy?: (busy: boolean) => void;
  /**
   * A refusal someone else answers (the back office's shell signs in again on 401, says "not an
   * admin" on 403): true stops the uploads, and the refusal is not listed among the problems.
   */
  readonly handledElsewhere?: (errorStatus: number) => boolean;
  /** `private` for ID documents and support screenshots: only the uploader, admins and a ticket's opener see them (docs/uploads.md). */
  readonly visibility?: UploadVisibility;
  /** Told of each file stored, with its URL: a form may preview the file it has rather than fetch it back. */
  readonly onStored?: (url: string, file: File) => void;
}

/**
 * Image uploads through upload_image or upload_private_image (spec §8), the one mechanism of every file input that
 * uploads at once (the back office's image fields, the astrologer application, support's
 * screenshots): files go one by one; `upload` answers the URLs stored, and `problems` holds the
 * refusals in the visitor's language (each behind its file's name when several were chosen).
 */
export function useImageUploads({ onBusy, handledElsewhere, visibility = 'public', onStored }: ImageUploadOptions = {}) {
  const { refusal } = useRefusalText();
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<readonly string[]>([]);

  const upload = async (files: readonly File[]): Promise<string[]> => {
    if (files.length === 0) return [];
    setProblems([]);
    setUploading(true);
    onBusy?.(true);
    const urls: string[] = [];
    const refusals: string[] = [];
    for (const file of files) {
      const result = await uploadImage(file, visibility);
      if (!isUploadFailure(result)) {
        urls.push(result.url);
        onStored?.(result.url, file);
        continue;
      }
      if (handledElsewhere?.(result.error_status)) break;
      refusals.push(files.length > 1 ? `${file.name}: ${refusal(result)}` : refusal(result));
    }
    setProblems(refusals);
    setUploading(false);
    onBusy?.(false);
    return urls;
  };
  return { upload, uploading, problems };
}

/** The `accept` of an image upload's file input: the types the upload call takes. */
export const ACCEPT_IMAGES = UPLOAD_IMAGE_TYPES.join(',');

/** The files a file input was given; it is emptied, so the same file may be chosen again after a failure. */
export const chosenFiles = (event: ChangeEvent<HTMLInputElement>): File[] => {
  const files = [...(event.target.files ?? [])];
  event.target.value = '';
  return files;
};
