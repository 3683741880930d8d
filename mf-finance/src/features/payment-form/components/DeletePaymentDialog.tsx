import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatRentPeriod } from '@immodesk/sdk';
import { Button, Dialog, formGrid } from '@immodesk/ui-kit';
import { useDeletePayment } from '../hooks/useDeletePayment';

export type DeletePaymentDialogProps = { payment: TRentPayment; onClose: () => void };

/** SPEC §2 delete confirmation: clears what was registered as received; the due item itself stays. */
export function DeletePaymentDialog({ payment, onClose }: DeletePaymentDialogProps) {
  const { t } = useTranslation('finance');
  const deletion = useDeletePayment(onClose);
  return (
    <Dialog
      isOpen
      title={t('paymentForm.delete.title')}
      description={t('paymentForm.delete.description', {
        amount: formatCents(payment.paidCents),
        period: formatRentPeriod(payment.period),
      })}
      onClose={() => (deletion.isPending ? undefined : onClose())}
    >
      <div className={formGrid.actions}>
        <Button variant="secondary" onClick={onClose} disabled={deletion.isPending} data-autofocus>
          {t('paymentForm.cancel')}
        </Button>
        <Button variant="danger" isLoading={deletion.isPending} onClick={() => deletion.mutate(payment.id)}>
          {t('paymentForm.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
