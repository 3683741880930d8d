import { useTranslation } from 'react-i18next';
import { ErrorState } from '@immodesk/ui-kit';
import styles from './FullPageSpinner.module.css';

/** Without /api/shell-config there is no branding and no remote list: say so, and let the user retry. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <ErrorState
        headingLevel={1}
        title={t('app.startupErrorTitle')}
        message={t('app.startupErrorMessage')}
        retryLabel={t('app.retry')}
        onRetry={onRetry}
      />
    </main>
  );
}
