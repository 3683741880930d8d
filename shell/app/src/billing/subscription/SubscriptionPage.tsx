import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader, Spinner } from '@immodesk/ui-kit';
import { PageColumn } from '../../layout/PageColumn';
import { BankTransferDetails } from '../checkout/BankTransferDetails';
import { useSubscription } from '../hooks/useSubscription';
import { UPGRADE_PATH } from '../../layout/upgradePath';
import { ChangePlanCard } from './ChangePlanCard';
import { InvoiceList } from './InvoiceList';
import { SubscriptionSummary } from './SubscriptionSummary';
import { TrialAfterVerificationNote } from './TrialAfterVerificationNote';
import styles from '../Billing.module.css';

/** SPEC §2/§4 /subscription: the plan and its status, the next invoice, change plan, cancel, and the invoices. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  return (
    <>
      <PageHeader title={t('billing.subscription.title')} />
      <PageColumn>
        {subscription.isPending ? <Spinner label={t('app.loading')} /> : null}
        {subscription.isError ? (
          <ErrorState
            title={t('billing.subscription.fetchFailed')}
            retryLabel={t('app.retry')}
            onRetry={() => void subscription.refetch()}
            isRetrying={subscription.isFetching}
          />
        ) : null}
        {subscription.data ? (
          <>
            <SubscriptionSummary subscription={subscription.data} />
            <TrialAfterVerificationNote subscription={subscription.data} />
            {subscription.data.pendingBankTransfer ? (
              <BankTransferDetails instructions={subscription.data.pendingBankTransfer} />
            ) : null}
            {subscription.data.canManageOnline ? (
              <ChangePlanCard subscription={subscription.data} />
            ) : subscription.data.planType !== 'enterprise' && !subscription.data.pendingBankTransfer ? (
              <p>
                <Link className={styles.link} to={UPGRADE_PATH}>
                  {t('billing.subscription.choosePlan')}
                </Link>
              </p>
            ) : null}
            <InvoiceList invoices={subscription.data.invoices} />
          </>
        ) : null}
      </PageColumn>
    </>
  );
}
