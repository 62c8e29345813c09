import type { ChangeEvent } from 'react';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { useMessages } from '../../../lib/i18n/messages';
import { ACCEPT_IMAGES, chosenFiles, useImageUploads } from '../../../lib/use-image-uploads.hook';
import { registrationMessages } from '../registration.messages';

interface UploadFieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  /** The URL the upload answered, or '' until a file is uploaded. */
  readonly url: string;
  /** The photo: public, shown as a picture. The ID document: private (admins and the applicant see it), shown as a link. */
  readonly kind: 'photo' | 'document';
  readonly error?: string;
  readonly onUploaded: (url: string) => void;
}

/** A file chosen here is uploaded at once (upload_image, or upload_private_image for the document); the form sends the URL it answered. */
export function UploadField({ id, label, hint, url, kind, error, onUploaded }: UploadFieldProps) {
  const t = useMessages(registrationMessages);
  const { upload, uploading, problems } = useImageUploads({ visibility: kind === 'photo' ? 'public' : 'private' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const [stored] = await upload(chosenFiles(event));
    if (stored) onUploaded(stored);
  };

  return (
    <div className="astrologer-upload">
      <FormField id={id} label={label} hint={hint} error={problems[0] ?? error}>
        {(control) => <input {...control} type="file" accept={ACCEPT_IMAGES} disabled={uploading} onChange={(event) => void onFile(event)} />}
      </FormField>
      <p className="astrologer-upload__state" aria-live="polite">
        {uploading ? (
          <>
            <Spinner /> {t.uploading}
          </>
        ) : url ? (
          kind === 'photo' ? (
            <img className="astrologer-upload__preview" src={url} alt={t.uploadedPhoto} width={72} height={72} />
          ) : (
            <a href={url} target="_blank" rel="noreferrer">
              {t.uploadedDocument}
            </a>
          )
        ) : null}
      </p>
    </div>
  );
}
