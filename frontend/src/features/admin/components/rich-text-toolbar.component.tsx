import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { editorMessages } from '../admin-editor.messages';

interface Tool {
  readonly name: string;
  readonly label: string;
  /** What the button shows; its name is `label`, for screen readers and as a tooltip. */
  readonly glyph: string;
  readonly run: () => void;
  /** A format the cursor is in (aria-pressed); undefined for actions. */
  readonly pressed?: boolean;
  readonly opensDialog?: boolean;
  readonly disabled?: boolean;
}

interface RichTextToolbarProps {
  readonly editor: Editor;
  /** The toolbar's name ("Body formatting"). */
  readonly label: string;
  /** The id of the editable area the toolbar acts on. */
  readonly controls: string;
  readonly onLink: () => void;
  readonly onImage: () => void;
}

/**
 * The editor's buttons, as a WAI-ARIA toolbar: one Tab stop, the arrow keys (and Home, End) move
 * between the buttons; formats show whether the cursor is in them. Every format also has
 * TipTap's own shortcut (Ctrl+B, Ctrl+I, Ctrl+Z…).
 */
export function RichTextToolbar({ editor, label, controls, onLink, onImage }: RichTextToolbarProps) {
  const t = useMessages(editorMessages);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  // Each action gives the editor its focus back, so typing goes on where it was.
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { name: 'heading', label: t.heading, glyph: 'H2', pressed: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: 'subheading', label: t.subheading, glyph: 'H3', pressed: state.subheading, run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: 'bold', label: t.bold, glyph: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { name: 'italic', label: t.italic, glyph: 'I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { name: 'bullet-list', label: t.bulletList, glyph: '•≡', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { name: 'numbered-list', label: t.numberedList, glyph: '1≡', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { name: 'quote', label: t.quote, glyph: '❝', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { name: 'link', label: t.link, glyph: '🔗', opensDialog: true, run: onLink },
    { name: 'image', label: t.image, glyph: '🖼', opensDialog: true, run: onImage },
    { name: 'undo', label: t.undo, glyph: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
    { name: 'redo', label: t.redo, glyph: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const usable = tools.flatMap((tool, index) => (tool.disabled ? [] : [index]));
  // The button Tab lands on: the last one used, unless it has since been disabled (nothing to undo).
  const tabStop = usable.includes(current) ? current : (usable[0] ?? 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = usable.indexOf(tabStop);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: usable.length - 1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const index = usable[(move + usable.length) % usable.length]!;
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className="rich-editor__toolbar" onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <button
          key={tool.name}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          className={`rich-editor__tool rich-editor__tool--${tool.name}`}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          aria-haspopup={tool.opensDialog ? 'dialog' : undefined}
          disabled={tool.disabled}
          tabIndex={index === tabStop ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onClick={tool.run}
        >
          <span aria-hidden="true">{tool.glyph}</span>
        </button>
      ))}
    </div>
  );
}
