import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@immodesk/ui-kit';
import styles from './StackedTable.module.css';

/** An empty value in a list: a dash on screen, "not provided" for screen readers. */
export function NotProvided() {
  const { t } = useTranslation('contacts');
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('notProvided')}</VisuallyHidden>
    </span>
  );
}
