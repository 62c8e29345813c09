import { useState, type ChangeEvent } from 'react';
import { isUploadFailure, UPLOAD_IMAGE_TYPES, uploadImage } from '../../../lib/upload-image';
import { useAdminAccess } from '../hooks/admin-access.context';
import { FieldError, FieldHint, RequiredMark, type FieldProps } from './content-field.component';
import { describedBy, fieldId } from './field-ids';

const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
const FILE_HINT = 'JPEG, PNG or WebP, at most 5 MB.';

/** Uploads files one by one; answers the URLs stored and the messages of those refused. */
function useUploads(onBusy: (busy: boolean) => void) {
  const { refused } = useAdminAccess();
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
      refusals.push(files.length > 1 ? `${file.name}: ${result.error_msge}` : result.error_msge);
    }
    setProblems(refusals);
    setUploading(false);
    onBusy(false);
    return urls;
  };
  return { upload, uploading, problems };
}

function UploadStatus({ uploading, problems }: { uploading: boolean; problems: readonly string[] }) {
  return (
    <>
      <p className="admin-upload__status" role="status">
        {uploading ? 'Uploading…' : ''}
      </p>
      {problems.length > 0 ? (
        <ul className="admin-upload__problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const chosenFiles = (event: ChangeEvent<HTMLInputElement>): File[] => {
  const files = [...(event.target.files ?? [])];
  // The same file may be chosen again after a failure.
  event.target.value = '';
  return files;
};

/** image_url, thumbnail_url: upload a file (or paste an address), with a preview. */
export function ImageField({ field, value, error, onChange, onBusy }: FieldProps) {
  const url = typeof value === 'string' ? value : '';
  const { upload, uploading, problems } = useUploads(onBusy);
  const name = field.label.toLowerCase();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = chosenFiles(event);
    if (!file) return;
    const [stored] = await upload([file]);
    if (stored) onChange(stored);
  };

  return (
    <fieldset className="admin-field admin-field--image" aria-describedby={describedBy(field.name, field.hint, error)}>
      <legend className="admin-field__label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      <FieldHint field={field} />
      {url ? <img className="admin-upload__preview" src={url} alt={`${field.label} preview`} /> : null}
      <div className="admin-upload__controls">
        <label className="admin-upload__file">
          <span>Upload {name}</span>
          <input type="file" accept={ACCEPT} onChange={(event) => void onFile(event)} disabled={uploading} aria-describedby={`${fieldId(field.name)}-files`} />
        </label>
        <span id={`${fieldId(field.name)}-files`} className="admin-field__hint">
          {FILE_HINT}
        </span>
        <label htmlFor={fieldId(field.name)} className="admin-upload__url-label">
          {field.label} address
        </label>
        <input
          id={fieldId(field.name)}
          type="text"
          inputMode="url"
          value={url}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={describedBy(field.name, field.hint, error)}
        />
        {url ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => onChange('')}>
            Remove {name}
          </button>
        ) : null}
      </div>
      <UploadStatus uploading={uploading} problems={problems} />
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}

/** images[]: several uploads, in order; each can be moved earlier or removed. */
export function ImageListField({ field, value, error, onChange, onBusy }: FieldProps) {
  const urls = Array.isArray(value) ? value : [];
  const { upload, uploading, problems } = useUploads(onBusy);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = chosenFiles(event);
    if (files.length === 0) return;
    const stored = await upload(files);
    if (stored.length > 0) onChange([...urls, ...stored]);
  };
  const remove = (index: number) => onChange(urls.filter((_, at) => at !== index));
  const moveEarlier = (index: number) => {
    const next = [...urls];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };

  return (
    <fieldset className="admin-field admin-field--image-list" aria-describedby={describedBy(field.name, field.hint, error)}>
      <legend className="admin-field__label">
        {field.label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      <FieldHint field={field} />
      {urls.length > 0 ? (
        <ol className="admin-upload__gallery">
          {urls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img className="admin-upload__preview" src={url} alt={`Image ${index + 1}`} />
              <div className="admin-upload__actions">
                {index > 0 ? (
                  <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => moveEarlier(index)}>
                    Move image {index + 1} earlier
                  </button>
                ) : null}
                <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => remove(index)}>
                  Remove image {index + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-field__hint">No images yet.</p>
      )}
      <label className="admin-upload__file" htmlFor={fieldId(field.name)}>
        <span>Add images</span>
      </label>
      <input
        id={fieldId(field.name)}
        type="file"
        accept={ACCEPT}
        multiple
        onChange={(event) => void onFiles(event)}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${fieldId(field.name)}-files`, describedBy(field.name, field.hint, error)].filter(Boolean).join(' ')}
      />
      <span id={`${fieldId(field.name)}-files`} className="admin-field__hint">
        {FILE_HINT}
      </span>
      <UploadStatus uploading={uploading} problems={problems} />
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}
