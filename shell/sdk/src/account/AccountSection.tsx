import { useQuery } from '@tanstack/react-query';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@immodesk/ui-kit';
import { accountKeys, fetchAccount, type AccountScope } from './accountApi';
import { AccountFigures } from './AccountFigures';
import { AccountLines } from './AccountLines';
import { MailStatementDialog } from './MailStatementDialog';
import { useAccountStatementDownload } from './useAccountStatementDownload';
import styles from './AccountSection.module.css';

export type AccountSectionProps = {
  scope: AccountScope;
  /** The tenant the statement is mailed to (the tenant, or a lease's first tenant); none: download only. */
  mailTo?: { name: string; email: string | null };
};

/** "Account" on the tenant page and the contract page: the figures, the lines, the statement to download or mail. */
export function AccountSection({ scope, mailTo }: AccountSectionProps) {
  const { t } = useTranslation('common');
  const query = useQuery({
    queryKey: accountKeys.of(scope),
    queryFn: ({ signal }) => fetchAccount(scope, signal),
  });
  const download = useAccountStatementDownload(scope);
  const [isMailing, setIsMailing] = useState(false);
  const email = mailTo?.email ?? null;
  return (
    <section className={styles.section} aria-labelledby="account-title" data-testid="account-section">
      <h2 id="account-title" className={styles.title}>
        {t('account.title')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('account.loading')} isLabelHidden />
      ) : query.isError ? (
        <p role="alert" className={styles.empty}>
          {t('account.loadFailed')}
        </p>
      ) : (
        <>
          <AccountFigures account={query.data} />
          {query.data.lines.length > 0 ? (
            <AccountLines lines={query.data.lines} />
          ) : (
            <p className={styles.empty}>{t('account.empty')}</p>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              isLoading={download.isDownloading}
              onClick={() => void download.download()}
            >
              <Download aria-hidden size={16} />
              {t('account.download')}
            </Button>
            {mailTo ? (
              <Button variant="secondary" disabled={!email} onClick={() => setIsMailing(true)}>
                <Mail aria-hidden size={16} />
                {t('account.mail')}
              </Button>
            ) : null}
          </div>
          {mailTo && !email ? <p className={styles.empty}>{t('account.noEmail')}</p> : null}
        </>
      )}
      {isMailing && mailTo && email ? (
        <MailStatementDialog
          scope={scope}
          tenant={{ name: mailTo.name, email }}
          onClose={() => setIsMailing(false)}
        />
      ) : null}
    </section>
  );
}
