import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from './AuthPanel';
import { DevMailboxHint } from './DevMailboxHint';
import { ResendVerification } from './ResendVerification';
import styles from './AuthPanel.module.css';

/** SPEC §2 /signup-success: "check your e-mail", with a resend button. */
export function SignupSuccessPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || undefined;
  return (
    <AuthPanel
      title={t('signupSuccess.title')}
      subtitle={email ? t('signupSuccess.sentTo', { email }) : t('signupSuccess.sent')}
    >
      <p>{t('signupSuccess.nextStep')}</p>
      <DevMailboxHint />
      <h2 className={styles.sectionTitle}>{t('signupSuccess.noMail')}</h2>
      <ResendVerification email={email} />
      <p className={styles.links}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthPanel>
  );
}
