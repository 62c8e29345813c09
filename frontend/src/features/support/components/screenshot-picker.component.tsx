import { useState } from 'react';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { isUploadFailure, uploadImage, UPLOAD_IMAGE_TYPES, type UploadFailure } from '../../../lib/upload-image';
import { SUPPORT_MAX_IMAGES } from '../api/support.api';
import { supportMessages } from '../support.messages';

interface ScreenshotPickerProps {
  readonly id: string;
  /** The URLs upload_image answered. */
  readonly urls: readonly string[];
  readonly onChange: (urls: string[]) => void;
}

/** Up to three screenshots, each uploaded at once through upload_image (the existing upload); the message sends their URLs. */
export function ScreenshotPicker({ id, urls, onChange }: ScreenshotPickerProps) {
  const t = useMessages(supportMessages);
  const { refusal } = useRefusalText();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<UploadFailure>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setFailure(undefined);
    const result = await uploadImage(file);
    setUploading(false);
    if (isUploadFailure(result)) setFailure(result);
    else onChange([...urls, result.url]);
  };

  return (
    <div className="support-screenshots">
      <FormField id={id} label={t.images} error={failure ? refusal(failure) : undefined}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={uploading || urls.length >= SUPPORT_MAX_IMAGES}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        )}
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
              <img src={url} alt={t.screenshot(index + 1)} width={72} height={72} />
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
