import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold as BoldIcon,
  Italic as ItalicIcon,
  List as ListIcon,
  Underline as UnderlineIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './RichTextEditor.module.css';

export type TiptapEditorProps = {
  /** The field's id (its label's `for`); a contenteditable is not labelable, so it also carries `aria-label`. */
  id: string;
  label: string;
  describedBy?: string | undefined;
  isInvalid: boolean;
  initialHtml: string;
  onChange: (html: string) => void;
};

/**
 * Tiptap with only what a message may hold (the server keeps the same allow-list): paragraphs, bold, italic,
 * underline and bullet or numbered lists. Ctrl/Cmd+B, I and U work as in any editor.
 */
export function TiptapEditor({
  id,
  label,
  describedBy,
  isInvalid,
  initialHtml,
  onChange,
}: TiptapEditorProps) {
  const { t } = useTranslation('contacts');
  const editor = useEditor({
    // Only these nodes and marks, not StarterKit: its headings, code, links and the rest would weigh on the page.
    extensions: [
      Document,
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      Underline,
      BulletList,
      ListItem,
      UndoRedo,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        id,
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
    }),
  });
  const tools = [
    { name: 'bold', Icon: BoldIcon, run: () => editor?.chain().focus().toggleBold().run() },
    { name: 'italic', Icon: ItalicIcon, run: () => editor?.chain().focus().toggleItalic().run() },
    { name: 'underline', Icon: UnderlineIcon, run: () => editor?.chain().focus().toggleUnderline().run() },
    { name: 'bulletList', Icon: ListIcon, run: () => editor?.chain().focus().toggleBulletList().run() },
  ] as const;

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={t('compose.formatting')} className={styles.toolbar}>
        {tools.map(({ name, Icon, run }) => (
          <button
            key={name}
            type="button"
            className={styles.tool}
            aria-pressed={active?.[name] ?? false}
            aria-label={t(`compose.tools.${name}`)}
            onClick={run}
          >
            <Icon aria-hidden size={18} />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
