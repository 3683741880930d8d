import { useTranslation } from 'react-i18next';
import { STRIPE_TEST_CHECKOUT_PATH } from '@immodesk/contracts/billing/diagnostics.contract';
import { Card, notice } from '@immodesk/ui-kit';
import { PageColumn } from '../../layout/PageColumn';
import { CheckoutStart } from '../checkout/CheckoutStart';
import { useStripeDiagnostics } from '../hooks/useDiagnostics';
import { DiagnosticsGate } from './DiagnosticsGate';
import styles from '../Billing.module.css';

/** SPEC §2 /stripe-test: a test checkout against the configured Stripe account, offered with a test key only. */
export function StripeTestPage() {
  const { t } = useTranslation();
  const diagnostics = useStripeDiagnostics();
  return (
    <DiagnosticsGate title={t('diagnostics.stripeTest.title')} query={diagnostics}>
      {(data) =>
        data.testCheckoutAvailable ? (
          <PageColumn>
            <p className={notice.info}>{t('diagnostics.stripeTest.lead')}</p>
            <CheckoutStart
              initialPlan="basic"
              initialInterval="monthly"
              wasPaymentCancelled={false}
              checkoutPath={STRIPE_TEST_CHECKOUT_PATH}
            />
          </PageColumn>
        ) : (
          <Card title={t('diagnostics.stripeTest.unavailableTitle')}>
            <p className={styles.text}>{t(`diagnostics.stripeTest.unavailable.${data.mode}`)}</p>
          </Card>
        )
      }
    </DiagnosticsGate>
  );
}
