import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notice } from '@immodesk/ui-kit';
import { AuthPanel } from './AuthPanel';
import styles from './AuthPanel.module.css';

export type LinkFailedPanelProps = {
  title: string;
  /** Why the mailed link did not work, announced as an alert. */
  message: string;
  'data-testid': string;
  /** A way to get a new link, under the message. */
  children?: ReactNode;
  /** A link shown before "back to sign-in", e.g. to request a new reset link. */
  extraLink?: ReactNode;
};

/** The page of a mailed link that did not work: why, how to get a new one, and the way back to sign-in. */
export function LinkFailedPanel({
  title,
  message,
  'data-testid': testId,
  children,
  extraLink,
}: LinkFailedPanelProps) {
  const { t } = useTranslation();
  return (
    <AuthPanel title={title}>
      <p role="alert" className={notice.danger} data-testid={testId}>
        {message}
      </p>
      {children}
      <p className={styles.links}>
        {extraLink}
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthPanel>
  );
}
