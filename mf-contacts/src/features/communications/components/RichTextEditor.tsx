import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, Spinner } from '@immodesk/ui-kit';

// The editor (Tiptap and ProseMirror) comes only with the compose form, never with the contacts list.
const TiptapEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './TiptapEditor').then((m) => ({
    default: m.TiptapEditor,
  })),
);

export type RichTextEditorProps = {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | null;
};

/** A labelled rich-text field (bold, italic, underline, lists) with its error, loading its editor on first use. */
export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const { t } = useTranslation('common');
  return (
    <FieldFrame label={label} required error={error}>
      {(control) => (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <TiptapEditor
            id={control.id}
            label={label}
            describedBy={control['aria-describedby']}
            isInvalid={Boolean(control['aria-invalid'])}
            initialHtml={initialHtml}
            onChange={onChange}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}
