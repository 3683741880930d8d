import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TBankTransferInstructions } from '@immodesk/contracts/billing/bankTransfer.contract';
import type { TBillingInterval, TCheckoutPlanType } from '@immodesk/contracts/billing/planChoice';
import { toastInfo } from '@immodesk/sdk';
import { Button, Card, notice } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useStartCheckout } from '../hooks/useStartCheckout';
import { useSubscription } from '../hooks/useSubscription';
import { BankTransferDetails } from './BankTransferDetails';
import { PlanChoiceFields, type PlanChoice } from './PlanChoiceFields';
import styles from '../Billing.module.css';

export type CheckoutStartProps = {
  initialPlan: TCheckoutPlanType;
  initialInterval: TBillingInterval;
  wasPaymentCancelled: boolean;
  /** The diagnostics page starts a test checkout through its own endpoint. */
  checkoutPath?: string;
};

/** Goes to the payment provider's page; an exception only when the browser refuses to navigate. */
function redirectTo(url: string): void {
  window.location.assign(url);
}

/**
 * The plan and interval, then "continue to payment": preparing while the session is made, then the provider's
 * payment page; when online payment is unavailable the server answers bank-transfer details, shown here.
 */
export function CheckoutStart({
  initialPlan,
  initialInterval,
  wasPaymentCancelled,
  checkoutPath,
}: CheckoutStartProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PlanChoice>({ plan: initialPlan, interval: initialInterval });
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [bankTransfer, setBankTransfer] = useState<TBankTransferInstructions | null>(null);
  const startCheckout = useStartCheckout(checkoutPath);
  const { data: subscription } = useSubscription();

  if (bankTransfer) return <BankTransferDetails instructions={bankTransfer} isJustMailed />;

  if (subscription?.canManageOnline && !checkoutPath) {
    return (
      <Card title={t('billing.checkout.alreadySubscribedTitle')}>
        <p className={styles.text}>
          {t('billing.checkout.alreadySubscribed', { plan: t(`plan.types.${subscription.planType}`) })}
        </p>
        <Link className={styles.link} to="/subscription">
          {t('billing.checkout.toSubscription')}
        </Link>
      </Card>
    );
  }

  const isPreparing = startCheckout.isPending || isRedirecting;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let answer;
    try {
      answer = await startCheckout.mutateAsync(choice);
    } catch (error) {
      toastFailure(t('billing.errors.checkoutStart'), error);
      return;
    }
    if (answer.kind === 'bank_transfer') {
      toastInfo(t('billing.errors.onlinePaymentUnavailable'));
      setBankTransfer(answer.bankTransfer);
      return;
    }
    setIsRedirecting(true);
    try {
      redirectTo(answer.url);
    } catch (error) {
      setIsRedirecting(false);
      toastFailure(t('billing.errors.redirect'), error);
    }
  };

  return (
    <Card title={t('billing.checkout.chooseTitle')}>
      {wasPaymentCancelled ? (
        <p className={notice.info} role="status">
          {t('billing.checkout.paymentCancelled')}
        </p>
      ) : null}
      {subscription?.planType === 'professional' && subscription.provider === 'trial' ? (
        <p className={styles.text}>{t('billing.checkout.trialNote')}</p>
      ) : null}
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
        <PlanChoiceFields value={choice} onChange={setChoice} isDisabled={isPreparing} />
        <p className={styles.muted}>{t('billing.checkout.vatNote')}</p>
        <div className={styles.actions}>
          <Button type="submit" isLoading={isPreparing}>
            {t('billing.checkout.continue')}
          </Button>
          <Link className={styles.link} to="/checkout?plan=enterprise">
            {t('billing.checkout.enterpriseLink')}
          </Link>
        </div>
        <p className={styles.status} role="status">
          {isPreparing ? t('billing.checkout.preparing') : null}
        </p>
      </form>
    </Card>
  );
}
