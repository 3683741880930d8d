import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './StackedTable.module.css';

export type NotProvidedProps = { label?: string };

/** An empty value in a list: a dash on screen, "not provided" (or `label`) for screen readers. */
export function NotProvided({ label }: NotProvidedProps) {
  const { t } = useTranslation('finance');
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{label ?? t('notProvided')}</VisuallyHidden>
    </span>
  );
}
