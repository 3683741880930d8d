import { Trans } from 'react-i18next';
import { useDevMailbox } from './useDevMailbox';
import styles from './AuthPanel.module.css';

/** Outside production: where the mail went, so a local user finishes sign-up without a mail server. */
export function DevMailboxHint() {
  const hasDevMailbox = useDevMailbox();
  if (!hasDevMailbox) return null;
  return (
    <p className={styles.notice} data-testid="dev-mailbox-hint">
      <Trans i18nKey="devMailbox.hint" components={{ mailbox: <a href="/dev/mailbox" /> }} />
    </p>
  );
}
