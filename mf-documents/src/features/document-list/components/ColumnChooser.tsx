import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Columns3 } from 'lucide-react';
import { OPTIONAL_DOCUMENT_COLUMNS, type OptionalDocumentColumn } from '../utils/documentColumns';
import styles from './DocumentListPage.module.css';

export type ColumnChooserProps = {
  hidden: readonly OptionalDocumentColumn[];
  onToggle: (column: OptionalDocumentColumn) => void;
};

/** Show or hide the table's optional columns; the choice is remembered for this user in this browser. */
export function ColumnChooser({ hidden, onToggle }: ColumnChooserProps) {
  const { t } = useTranslation('documents');
  const detailsRef = useRef<HTMLDetailsElement>(null);
  // Like a menu: a click elsewhere or Escape closes the panel, which would otherwise cover the table.
  useEffect(() => {
    const close = (event: Event) => {
      const details = detailsRef.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details ref={detailsRef} className={styles.columnChooser}>
      <summary className={styles.columnChooserToggle}>
        <Columns3 size={16} aria-hidden="true" />
        {t('documentList.columnChooser.toggle')}
      </summary>
      <fieldset className={styles.columnChooserPanel}>
        <legend>{t('documentList.columnChooser.legend')}</legend>
        {OPTIONAL_DOCUMENT_COLUMNS.map((column) => (
          <label key={column} className={styles.checkbox}>
            <input type="checkbox" checked={!hidden.includes(column)} onChange={() => onToggle(column)} />
            {t(`documentList.columns.${column}`)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
