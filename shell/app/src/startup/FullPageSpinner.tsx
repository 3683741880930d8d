import { useTranslation } from 'react-i18next';
import { useBranding } from '@immodesk/sdk';
import { Spinner } from '@immodesk/ui-kit';
import styles from './FullPageSpinner.module.css';

/** SPEC §2 loading screen: full height, spinner, optional logo. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  const { logoUrl } = useBranding();
  return (
    <div className={styles.page}>
      {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
      <Spinner size="large" label={t('app.loading')} isLabelHidden />
    </div>
  );
}
