import { useImageUploads } from '../../../lib/use-image-uploads.hook';
import { useAdminAccess } from './admin-access.context';

/**
 * The back office's image uploads (image fields and the rich-text editor's pictures): the site's
 * useImageUploads, with refusals of access left to the admin shell. `onBusy` holds the form back
 * from saving while they go.
 */
export function useUploads(onBusy: (busy: boolean) => void) {
  const { refused } = useAdminAccess();
  return useImageUploads({ onBusy, handledElsewhere: refused });
}
