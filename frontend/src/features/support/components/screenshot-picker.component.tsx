import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { useMessages } from '../../../lib/i18n/messages';
import { ACCEPT_IMAGES, chosenFiles, useImageUploads } from '../../../lib/use-image-uploads.hook';
import { SUPPORT_MAX_IMAGES } from '../api/support.api';
import { supportMessages } from '../support.messages';

interface ScreenshotPickerProps {
  readonly id: string;
  /** The URLs upload_private_image answered. */
  readonly urls: readonly string[];
  readonly onChange: (urls: string[]) => void;
}

/** Up to three screenshots, each uploaded at once through upload_private_image (only the ticket's people see them); the message sends their URLs. */
export function ScreenshotPicker({ id, urls, onChange }: ScreenshotPickerProps) {
  const t = useMessages(supportMessages);
  // Previews are the chosen files themselves: a private image's address answers only once the
  // read side knows who uploaded it, which may be a moment after the upload answered.
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({});
  const { upload, uploading, problems } = useImageUploads({ visibility: 'private', onStored: (url, file) => setPreviews((shown) => ({ ...shown, [url]: URL.createObjectURL(file) })) });
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  useEffect(() => () => Object.values(previewsRef.current).forEach((preview) => URL.revokeObjectURL(preview)), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const added = await upload(chosenFiles(event));
    if (added.length > 0) onChange([...urls, ...added]);
  };

  return (
    <div className="support-screenshots">
      <FormField id={id} label={t.images} error={problems[0]}>
        {(control) => <input {...control} type="file" accept={ACCEPT_IMAGES} disabled={uploading || urls.length >= SUPPORT_MAX_IMAGES} onChange={(event) => void onFile(event)} />}
      </FormField>
      <p aria-live="polite">
        {uploading ? (
          <>
            <Spinner /> {t.uploading}
          </>
        ) : null}
      </p>
      {urls.length > 0 ? (
        <ul className="support-screenshots__list">
          {urls.map((url, index) => (
            <li key={url}>
              <img src={previews[url] ?? url} alt={t.screenshot(index + 1)} width={72} height={72} />
              <button type="button" className="button button--secondary" onClick={() => onChange(urls.filter((other) => other !== url))}>
                {t.removeImage(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
