import { addressAsFollowed, isLinkTarget } from '@nakshatra/contracts';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { editorMessages } from '../admin-editor.messages';
import { AdminField } from './admin-field.component';
import { AdminWriteDialog } from './admin-write-dialog.component';

interface LinkDialogProps {
  readonly editor: Editor;
  /** `applied`: the text changed, so the editor takes the focus back. */
  readonly onClose: (applied: boolean) => void;
}

/**
 * Sets, changes or removes the link at the cursor. With nothing selected and no link there, it
 * also asks for the text to show. Addresses are checked against the site's own rule, so no link
 * is made that the server would drop.
 */
export function RichTextLinkDialog({ editor, onClose }: LinkDialogProps) {
  const t = useMessages(editorMessages);
  const [existing] = useState(() => editor.getAttributes('link').href as string | undefined);
  const [asksForText] = useState(() => editor.state.selection.empty && !existing);
  const [address, setAddress] = useState(existing ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const apply = () => {
    const href = addressAsFollowed(address);
    if (href === '') {
      editor.chain().extendMarkRange('link').unsetLink().run();
      onClose(true);
    } else if (!isLinkTarget(href)) {
      setProblem(t.linkAddressProblem);
    } else {
      if (asksForText) {
        // The link is inserted as its own text; what is typed after it is not part of it.
        editor.chain().insertContent({ type: 'text', text: text.trim() || href, marks: [{ type: 'link', attrs: { href } }] }).unsetMark('link').run();
      } else {
        editor.chain().extendMarkRange('link').setLink({ href }).run();
      }
      onClose(true);
    }
  };

  return (
    <AdminWriteDialog title={t.linkTitle} intro={t.linkIntro} submitLabel={t.apply} saving={false} formError={undefined} onSubmit={apply} onClose={() => onClose(false)}>
      <AdminField name="editor-link-address" label={t.linkAddress} error={problem}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setProblem(undefined);
            }}
            data-autofocus
          />
        )}
      </AdminField>
      {asksForText ? (
        <AdminField name="editor-link-text" label={t.linkText} hint={t.linkTextHint}>
          {(control) => <input {...control} type="text" value={text} onChange={(event) => setText(event.target.value)} />}
        </AdminField>
      ) : null}
    </AdminWriteDialog>
  );
}
