import { useTranslation } from 'react-i18next';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { LinkedProvidersCard } from './LinkedProvidersCard';
import { PasswordChangeCard } from './PasswordChangeCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import styles from '../Settings.module.css';

/** SPEC §2 settings → account: security, two-factor, sessions, data export, account deletion. */
export function AccountSection() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className={styles.sectionHeading}>{t('settings.sections.account')}</h2>
      <PasswordChangeCard />
      <TwoFactorCard />
      <LinkedProvidersCard />
      <SessionsCard />
      <DataExportCard />
      <DeleteAccountCard />
    </>
  );
}
