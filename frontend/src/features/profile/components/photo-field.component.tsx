import { useState, type ChangeEvent } from 'react';
import { Spinner } from '../../../components/spinner.component';
import { isUploadFailure, UPLOAD_IMAGE_TYPES, uploadImage } from '../../../lib/upload-image';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { profileMessages } from '../profile.messages';

type Upload = { readonly state: 'idle' | 'uploading' | 'uploaded' } | { readonly state: 'failed'; readonly message: string };

interface PhotoFieldProps {
  readonly imgUrl: string;
  /** Whether this account may upload images at all (the server lets astrologers and admins). */
  readonly canUpload: boolean;
  readonly onUploaded: (url: string) => void;
}

/** The profile photo, and for accounts that may upload, a way to pick a new one (kept when the form is saved). */
export function PhotoField({ imgUrl, canUpload, onUploaded }: PhotoFieldProps) {
  const t = useMessages(profileMessages);
  const { refusal } = useRefusalText();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload({ state: 'uploading' });
    const result = await uploadImage(file);
    if (isUploadFailure(result)) return setUpload({ state: 'failed', message: refusal(result) });
    onUploaded(result.url);
    setUpload({ state: 'uploaded' });
  };

  return (
    <div className="photo-field">
      {imgUrl ? (
        <img className="photo-field__image" src={imgUrl} alt={t.photo} width={96} height={96} />
      ) : (
        <span className="photo-field__image photo-field__image--none" aria-hidden="true" />
      )}
      {canUpload ? (
        <div className="photo-field__control">
          <label className="button button--secondary button--small photo-field__button">
            {upload.state === 'uploading' ? <Spinner /> : null}
            {t.changePhoto}
            <input
              className="visually-hidden"
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              disabled={upload.state === 'uploading'}
              aria-describedby="photo-field-hint"
              onChange={(event) => void pick(event)}
            />
          </label>
          <p id="photo-field-hint" className="form-field__hint">
            {t.photoHint}
          </p>
          <p className={upload.state === 'failed' ? 'form-field__error' : 'form-field__hint'} role="status">
            {upload.state === 'uploading' ? t.uploading : upload.state === 'uploaded' ? t.photoReady : upload.state === 'failed' ? upload.message : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
