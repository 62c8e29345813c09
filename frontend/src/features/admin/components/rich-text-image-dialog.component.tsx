import type { Editor } from '@tiptap/core';
import { useState, type ChangeEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { editorMessages } from '../admin-editor.messages';
import { ACCEPT_IMAGES, chosenFiles } from '../../../lib/use-image-uploads.hook';
import { useUploads } from '../hooks/use-uploads.hook';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';
import { UploadStatus } from './upload-status.component';

interface ImageDialogProps {
  readonly editor: Editor;
  readonly onBusy: (busy: boolean) => void;
  /** `applied`: the image is in, so the editor takes the focus back. */
  readonly onClose: (applied: boolean) => void;
}

/**
 * Uploads a picture through the same upload call as the image fields and places it at the cursor,
 * with the description screen readers say for it.
 */
export function RichTextImageDialog({ editor, onBusy, onClose }: ImageDialogProps) {
  const t = useMessages(editorMessages);
  const content = useMessages(contentMessages);
  const { upload, uploading, problems } = useUploads(onBusy);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [missing, setMissing] = useState<{ file?: string | undefined; alt?: string | undefined }>({});

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = chosenFiles(event);
    if (!file) return;
    const [stored] = await upload([file]);
    if (!stored) return;
    setUrl(stored);
    setMissing((now) => ({ ...now, file: undefined }));
  };

  const insert = () => {
    const problems = { file: url ? undefined : t.imageMissing, alt: alt.trim() ? undefined : t.imageAltMissing };
    setMissing(problems);
    if (problems.file || problems.alt) return;
    editor.chain().setImage({ src: url, alt: alt.trim() }).run();
    onClose(true);
  };

  return (
    <AdminWriteDialog title={t.imageTitle} intro={t.imageIntro} submitLabel={t.insert} saving={uploading} formError={undefined} onSubmit={insert} onClose={() => onClose(false)}>
      <AdminField name="editor-image-file" label={t.imageFile} hint={content.fileHint} error={missing.file}>
        {(control) => <input {...control} type="file" accept={ACCEPT_IMAGES} disabled={uploading} onChange={(event) => void onFile(event)} data-autofocus />}
      </AdminField>
      <UploadStatus uploading={uploading} problems={problems} />
      {url ? <img className="admin-upload__preview" src={url} alt={t.uploadedImage} /> : null}
      <AdminField name="editor-image-alt" label={t.imageAlt} hint={t.imageAltHint} error={missing.alt} required>
        {(control) => <input {...control} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />}
      </AdminField>
    </AdminWriteDialog>
  );
}
