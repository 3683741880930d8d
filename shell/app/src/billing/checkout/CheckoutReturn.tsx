import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { buttonClassName, Card, ErrorState, Spinner } from '@immodesk/ui-kit';
import { useCheckoutSessionState } from '../hooks/useCheckoutSessionState';
import { useRefreshPlan } from '../hooks/useRefreshPlan';
import { UPGRADE_PATH } from '../../layout/upgradePath';
import styles from '../Billing.module.css';

/**
 * Back from the payment page: processing (the server verifies the session with the provider, asked again every
 * moment) until the plan is active; then the badge, usage bar and limits are read again.
 */
export function CheckoutReturn({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useCheckoutSessionState(sessionId);
  const refreshPlan = useRefreshPlan();
  const state = session.data?.state;
  const toldRef = useRef<string | null>(null);

  useEffect(() => {
    const outcome = session.isError
      ? 'verifyFailed'
      : state === 'active' || state === 'failed'
        ? state
        : null;
    if (!outcome || toldRef.current === outcome) return;
    toldRef.current = outcome;
    if (outcome === 'active') {
      void refreshPlan();
      toastSuccess(t('billing.checkout.activeToast'));
    } else
      toastError(t(outcome === 'failed' ? 'billing.errors.paymentFailed' : 'billing.errors.verification'));
  }, [session.isError, state, refreshPlan, t]);

  if (session.isError) {
    return (
      <ErrorState
        title={t('billing.errors.verification')}
        message={t('billing.checkout.verifyRetry')}
        retryLabel={t('app.retry')}
        onRetry={() => void session.refetch()}
        isRetrying={session.isFetching}
      />
    );
  }
  if (state === 'failed') {
    return (
      <>
        <ErrorState title={t('billing.errors.paymentFailed')} message={t('billing.checkout.failedText')} />
        <div className={styles.actions}>
          <Link className={buttonClassName()} to={UPGRADE_PATH}>
            {t('billing.checkout.tryAgain')}
          </Link>
        </div>
      </>
    );
  }
  if (state === 'active' && session.data) {
    return (
      <Card title={t('billing.checkout.activeTitle', { plan: t(`plan.types.${session.data.planType}`) })}>
        <p className={styles.text} role="status">
          {t('billing.checkout.activeText')}
        </p>
        <div className={styles.actions}>
          <Link className={buttonClassName()} to="/subscription">
            {t('billing.checkout.toSubscription')}
          </Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
            {t('billing.checkout.toDashboard')}
          </Link>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <div className={styles.processing}>
        <Spinner size="large" label={t('billing.checkout.processing')} />
      </div>
    </Card>
  );
}
