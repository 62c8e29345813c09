import { useState, type ChangeEvent } from 'react';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { isUploadFailure, UPLOAD_IMAGE_TYPES, uploadImage } from '../../../lib/upload-image';
import { useAdminAccess } from './admin-access.context';

/**
 * The back office's image uploads (image fields and the rich-text editor's pictures): files go one
 * by one; answers the URLs stored and keeps the messages of those refused. `onBusy` holds the form
 * back from saving while they go.
 */
export function useUploads(onBusy: (busy: boolean) => void) {
  const { refused } = useAdminAccess();
  const { refusal } = useRefusalText();
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: readonly File[]): Promise<string[]> => {
    setProblems([]);
    setUploading(true);
    onBusy(true);
    const urls: string[] = [];
    const refusals: string[] = [];
    for (const file of files) {
      const result = await uploadImage(file);
      if (!isUploadFailure(result)) {
        urls.push(result.url);
        continue;
      }
      if (refused(result.error_status)) break;
      refusals.push(files.length > 1 ? `${file.name}: ${refusal(result)}` : refusal(result));
    }
    setProblems(refusals);
    setUploading(false);
    onBusy(false);
    return urls;
  };
  return { upload, uploading, problems };
}

/** The `accept` of the back office's file inputs: the types the upload call takes. */
export const ACCEPT_IMAGES = UPLOAD_IMAGE_TYPES.join(',');

/** The files a file input was given; it is emptied, so the same file may be chosen again after a failure. */
export const chosenFiles = (event: ChangeEvent<HTMLInputElement>): File[] => {
  const files = [...(event.target.files ?? [])];
  event.target.value = '';
  return files;
};
