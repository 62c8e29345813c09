import { sanitizeRichText } from '@nakshatra/contracts';
import { EditorContent } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { editorMessages } from '../admin-editor.messages';
import { useBodyEditor } from '../hooks/use-body-editor.hook';
import { fieldLabel } from '../lib/field-texts';
import { visualEditorCanHold } from '../lib/rich-text-schema';
import { FieldError, FieldHint, FieldLabel, useControlAria, type FieldProps } from './field-parts.component';
import { RichTextImageDialog } from './rich-text-image-dialog.component';
import { RichTextLinkDialog } from './rich-text-link-dialog.component';
import { RichTextToolbar } from './rich-text-toolbar.component';
import './rich-text-field.css';

/**
 * An article body: a rich-text editor (TipTap) with a toolbar, whose HTML is the field's value,
 * or, on demand, that HTML itself in a text box with a preview through the site's filter. Loaded
 * on its own (React.lazy in content-field), so neither the public pages nor the other admin pages
 * download the editor.
 */
export default function RichTextField({ field, value, error, onChange, onBusy }: FieldProps) {
  const t = useMessages(editorMessages);
  const { language } = useLanguage();
  const html = typeof value === 'string' ? value : '';
  const aria = useControlAria(field, error);
  const labelId = `${aria.id}-label`;
  const label = fieldLabel(field, language);
  const editor = useBodyEditor(html, onChange, {
    id: aria.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(aria['aria-required'] ? { 'aria-required': 'true' } : {}),
    class: 'rich-editor__content',
  });
  const canEditVisually = visualEditorCanHold(html);
  const [asHtml, setAsHtml] = useState(!canEditVisually);
  const [dialog, setDialog] = useState<'link' | 'image'>();
  // After a dialog changed the text, typing goes on in the editor. This runs after the dialog's
  // own clean-up has given the focus back to its toolbar button.
  const refocus = useRef(false);
  useEffect(() => {
    if (dialog || !refocus.current) return;
    refocus.current = false;
    editor.commands.focus();
  }, [dialog, editor]);
  const closeDialog = (applied: boolean) => {
    refocus.current = applied;
    setDialog(undefined);
  };

  return (
    <div className="admin-field admin-field--rich-text">
      <FieldLabel field={field} id={labelId} />
      <FieldHint field={field} />
      {asHtml ? (
        <textarea {...aria} rows={12} value={html} onChange={(event) => onChange(event.target.value)} className="admin-field__code" spellCheck />
      ) : (
        <div className="rich-editor">
          <RichTextToolbar editor={editor} label={t.toolbarOf(label)} controls={aria.id} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
          <EditorContent editor={editor} />
        </div>
      )}
      <FieldError name={field.name} error={error} />
      <div className="rich-editor__view">
        <button type="button" className="admin-button admin-button--quiet admin-button--small" onClick={() => setAsHtml(!asHtml)} disabled={asHtml && !canEditVisually}>
          {asHtml ? t.editVisually : t.editHtml}
        </button>
        {canEditVisually ? null : <p className="admin-field__hint">{t.onlyHtmlKeeps}</p>}
      </div>
      {asHtml ? <RichTextPreview label={label} html={html} /> : null}
      {dialog === 'link' ? <RichTextLinkDialog editor={editor} onClose={closeDialog} /> : null}
      {dialog === 'image' ? <RichTextImageDialog editor={editor} onBusy={onBusy} onClose={closeDialog} /> : null}
    </div>
  );
}

/** Rich text as the site will show it: through the same allowlist filter the server applies, never raw. */
function RichTextPreview({ label, html }: { label: string; html: string }) {
  const t = useMessages(contentMessages);
  return (
    <section className="admin-preview" aria-label={t.previewOf(label)}>
      <h3 className="admin-preview__title" aria-hidden="true">
        {t.preview}
      </h3>
      {/* Sanitized by the shared allowlist filter, as the public pages will. */}
      <div className="admin-preview__body" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    </section>
  );
}
