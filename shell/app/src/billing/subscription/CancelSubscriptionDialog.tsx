import { useTranslation } from 'react-i18next';
import { formatDate, toBrusselsDate, toastSuccess } from '@immodesk/sdk';
import { Button, Dialog } from '@immodesk/ui-kit';
import { toastFailure } from '../../errors/toastFailure';
import { useCancelSubscription } from '../hooks/useCancelSubscription';
import styles from '../Billing.module.css';

export type CancelSubscriptionDialogProps = {
  isOpen: boolean;
  /** The end of the paid period, shown: access lasts until then. */
  accessUntil: string | null;
  onClose: () => void;
};

/** SPEC §4: a cancellation takes effect at the end of the period; the user confirms knowing the date. */
export function CancelSubscriptionDialog({ isOpen, accessUntil, onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();

  const handleConfirm = async () => {
    try {
      const subscription = await cancel.mutateAsync();
      const endsOn = subscription.cancelAt ?? subscription.currentPeriodEnd;
      toastSuccess(
        endsOn
          ? t('billing.cancel.done', { date: formatDate(toBrusselsDate(endsOn)) })
          : t('billing.cancel.doneNoDate'),
      );
      onClose();
    } catch (error) {
      toastFailure(t('billing.errors.cancel'), error);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t('billing.cancel.title')}
      onClose={() => (cancel.isPending ? undefined : onClose())}
      description={
        accessUntil ? t('billing.cancel.text', { date: accessUntil }) : t('billing.cancel.textNoDate')
      }
    >
      <p className={styles.muted}>{t('billing.cancel.export')}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          {t('billing.cancel.keep')}
        </Button>
        <Button variant="danger" onClick={() => void handleConfirm()} isLoading={cancel.isPending}>
          {t('billing.cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
