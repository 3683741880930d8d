import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@immodesk/ui-kit';
import { checkoutRequestFrom } from '../utils/checkoutParams';
import { CheckoutReturn } from './CheckoutReturn';
import { CheckoutStart } from './CheckoutStart';
import { EnterpriseContact } from './EnterpriseContact';

/**
 * SPEC §2/§4 /checkout?plan=&interval=: choose the plan and interval, then pay on the provider's page (preparing),
 * come back (processing) until the plan is active; without online payment, the bank-transfer details instead.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const request = checkoutRequestFrom(search);
  return (
    <>
      <PageHeader title={t('billing.checkout.title')} />
      {request.kind === 'return' ? <CheckoutReturn sessionId={request.sessionId} /> : null}
      {request.kind === 'enterprise' ? <EnterpriseContact /> : null}
      {request.kind === 'choose' ? (
        <CheckoutStart
          key={`${request.plan}-${request.interval}`}
          initialPlan={request.plan}
          initialInterval={request.interval}
          wasPaymentCancelled={request.wasPaymentCancelled}
        />
      ) : null}
    </>
  );
}
