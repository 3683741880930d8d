import { Trans } from 'react-i18next';
import { notice } from '@immodesk/ui-kit';
import { useDevMailbox } from './useDevMailbox';

/** Outside production: where the mail went, so a local user finishes sign-up without a mail server. */
export function DevMailboxHint() {
  const hasDevMailbox = useDevMailbox();
  if (!hasDevMailbox) return null;
  return (
    <p className={notice.info} data-testid="dev-mailbox-hint">
      <Trans i18nKey="devMailbox.hint" components={{ mailbox: <a href="/dev/mailbox" /> }} />
    </p>
  );
}
