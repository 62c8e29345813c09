import { closeHistory } from '@tiptap/pm/history';
import { useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cleanPastedHtml } from '../lib/clean-pasted-html';
import { bodyOf, richTextExtensions } from '../lib/rich-text-schema';

// One set for every editor: TipTap re-applies its options when they change identity.
const extensions = richTextExtensions();

/**
 * A TipTap editor over a form's HTML value. Typing gives `onChange` the editor's HTML; a value
 * set from outside (the item loaded, the HTML view edited) is put into the editor without being
 * echoed back. An item opened and not touched keeps its stored HTML, so saving it changes nothing.
 * `attributes` go on the editable area (its id, name and description).
 */
export function useBodyEditor(html: string, onChange: (html: string) => void, attributes: Record<string, string>) {
  const emitted = useRef(html);
  const [initial] = useState(html);
  const editor = useEditor({
    extensions,
    content: initial,
    editorProps: { attributes, transformPastedHTML: cleanPastedHtml },
    onUpdate: ({ editor: current }) => {
      emitted.current = bodyOf(current);
      onChange(emitted.current);
    },
  });
  useEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    editor
      .chain()
      .command(({ tr }) => Boolean(closeHistory(tr)))
      .setContent(html, { emitUpdate: false })
      .run();
    // A transaction of its own, so the next edit starts a new group rather than joining this one.
    editor.commands.command(({ tr }) => Boolean(closeHistory(tr)));
  }, [editor, html]);
  return editor;
}
