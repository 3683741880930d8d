import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@immodesk/contracts/banking/bankAccounts.contract';
import { Button, Card, ErrorState, notice, Spinner } from '@immodesk/ui-kit';
import { BankAccountItem } from './BankAccountItem';
import { RemoveBankAccountDialog } from './RemoveBankAccountDialog';
import { useBankAccounts } from './useBankAccounts';
import { useSetPrimaryBankAccount } from './useSetPrimaryBankAccount';
import settingsStyles from '../Settings.module.css';
import styles from './BankingSection.module.css';

const AddBankAccountDialog = lazy(() =>
  import('./AddBankAccountDialog').then((m) => ({ default: m.AddBankAccountDialog })),
);

/**
 * Settings → banking (SPEC §2, §3): the organization's bank accounts. The primary one is printed, with its QR code,
 * on every rent request, and the statements of all of them can be imported.
 */
export function BankingSection() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const setPrimary = useSetPrimaryBankAccount();
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<TBankAccount | null>(null);
  const items = accounts.data?.items ?? [];

  return (
    <>
      <h2 className={settingsStyles.sectionHeading}>{t('settings.sections.banking')}</h2>
      {accounts.isPending ? <Spinner label={t('app.loading')} /> : null}
      {accounts.isError ? (
        <ErrorState
          title={t('banking.unavailableTitle')}
          message={t('banking.fetchFailed')}
          retryLabel={t('app.retry')}
          onRetry={() => void accounts.refetch()}
        />
      ) : null}
      {accounts.data ? (
        <Card as="section" title={t('banking.title')} headingLevel={3}>
          <p className={settingsStyles.text}>{t('banking.intro')}</p>
          {items.length === 0 ? (
            <p className={notice.info} data-testid="no-bank-accounts">
              {t('banking.none')}
            </p>
          ) : (
            <ul className={styles.accounts} aria-label={t('banking.listLabel')}>
              {items.map((account) => (
                <BankAccountItem
                  key={account.id}
                  account={account}
                  isSettingPrimary={setPrimary.isPending && setPrimary.variables?.id === account.id}
                  onMakePrimary={(chosen) => setPrimary.mutate(chosen)}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          )}
          <div className={settingsStyles.actions}>
            <Button onClick={() => setIsAdding(true)}>{t('banking.add')}</Button>
          </div>
        </Card>
      ) : null}
      {isAdding ? (
        <Suspense fallback={null}>
          <AddBankAccountDialog hasAccounts={items.length > 0} onClose={() => setIsAdding(false)} />
        </Suspense>
      ) : null}
      {removing ? <RemoveBankAccountDialog account={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
