import { useTranslation } from 'react-i18next';
import { REMOTE_VERSION } from '../buildInfo';
import styles from './ContactsRoot.module.css';

export function VersionFooter() {
  const { t } = useTranslation('contacts');
  return (
    <footer className={styles.footer}>
      <p className={styles.version} data-testid="remote-version">
        {t('remote.version', { version: REMOTE_VERSION })}
      </p>
    </footer>
  );
}
