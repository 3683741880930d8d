import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatRentPeriod } from '@immodesk/sdk';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useSendRentRequest } from '../hooks/useSendRentRequest';

export type SendRentRequestDialogProps = { payment: TRentPayment; onClose: () => void };

/** Asks before mailing the rent request of one due item to its tenant(s). */
export function SendRentRequestDialog({ payment, onClose }: SendRentRequestDialogProps) {
  const { t } = useTranslation('finance');
  const sending = useSendRentRequest(onClose);
  return (
    <Dialog
      isOpen
      title={t('rentRequest.confirmTitle')}
      description={t('rentRequest.confirmDescription', {
        period: formatRentPeriod(payment.period),
        amount: formatCents(payment.amountDueCents),
      })}
      onClose={() => (sending.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={sending.isPending} data-autofocus>
          {t('paymentForm.cancel')}
        </Button>
        <Button isLoading={sending.isPending} onClick={() => sending.mutate(payment.id)}>
          {t('rentRequest.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
