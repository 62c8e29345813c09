import type { ChangeEvent } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { ACCEPT_IMAGES, chosenFiles } from '../../../lib/use-image-uploads.hook';
import { useUploads } from '../hooks/use-uploads.hook';
import { fieldLabel, fieldNoun } from '../lib/field-texts';
import { FieldError, FieldHint, FieldLegend, useDescribedBy, type FieldProps } from './field-parts.component';
import { fieldId } from './field-ids';
import { UploadStatus } from './upload-status.component';

/** image_url, thumbnail_url: upload a file (or paste an address), with a preview. */
export function ImageField({ field, value, error, onChange, onBusy }: FieldProps) {
  const url = typeof value === 'string' ? value : '';
  const { upload, uploading, problems } = useUploads(onBusy);
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const describedBy = useDescribedBy(field, error);
  const label = fieldLabel(field, language);
  const name = fieldNoun(field, language);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = chosenFiles(event);
    if (!file) return;
    const [stored] = await upload([file]);
    if (stored) onChange(stored);
  };

  return (
    <fieldset className="admin-field admin-field--image" aria-describedby={describedBy}>
      <FieldLegend field={field} />
      <FieldHint field={field} />
      {url ? <img className="admin-upload__preview" src={url} alt={t.previewOf(label)} /> : null}
      <div className="admin-upload__controls">
        <label className="admin-upload__file">
          <span>{t.upload(name)}</span>
          <input type="file" accept={ACCEPT_IMAGES} onChange={(event) => void onFile(event)} disabled={uploading} aria-describedby={`${fieldId(field.name)}-files`} />
        </label>
        <span id={`${fieldId(field.name)}-files`} className="admin-field__hint">
          {t.fileHint}
        </span>
        <label htmlFor={fieldId(field.name)} className="admin-upload__url-label">
          {t.addressOf(label)}
        </label>
        <input
          id={fieldId(field.name)}
          type="text"
          inputMode="url"
          value={url}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={describedBy}
        />
        {url ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => onChange('')}>
            {t.remove(name)}
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
  const t = useMessages(contentMessages);
  const describedBy = useDescribedBy(field, error);

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
    <fieldset className="admin-field admin-field--image-list" aria-describedby={describedBy}>
      <FieldLegend field={field} />
      <FieldHint field={field} />
      {urls.length > 0 ? (
        <ol className="admin-upload__gallery">
          {urls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img className="admin-upload__preview" src={url} alt={t.imageNumber(index + 1)} />
              <div className="admin-upload__actions">
                {index > 0 ? (
                  <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => moveEarlier(index)}>
                    {t.moveEarlier(index + 1)}
                  </button>
                ) : null}
                <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => remove(index)}>
                  {t.removeImage(index + 1)}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-field__hint">{t.noImages}</p>
      )}
      <label className="admin-upload__file" htmlFor={fieldId(field.name)}>
        <span>{t.addImages}</span>
      </label>
      <input
        id={fieldId(field.name)}
        type="file"
        accept={ACCEPT_IMAGES}
        multiple
        onChange={(event) => void onFiles(event)}
        disabled={uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${fieldId(field.name)}-files`, describedBy].filter(Boolean).join(' ')}
      />
      <span id={`${fieldId(field.name)}-files`} className="admin-field__hint">
        {t.fileHint}
      </span>
      <UploadStatus uploading={uploading} problems={problems} />
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}
