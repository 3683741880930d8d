import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatRentPeriod } from '@immodesk/sdk';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { useDeletePayment } from '../hooks/useDeletePayment';

export type DeletePaymentDialogProps = { payment: TRentPayment; onClose: () => void };

/** SPEC §2 delete confirmation: clears what was registered as received; the due item itself stays. */
export function DeletePaymentDialog({ payment, onClose }: DeletePaymentDialogProps) {
  const { t } = useTranslation('finance');
  const deletion = useDeletePayment(onClose);
  return (
    <ConfirmDialog
      title={t('paymentForm.delete.title')}
      description={t('paymentForm.delete.description', {
        amount: formatCents(payment.paidCents),
        period: formatRentPeriod(payment.period),
      })}
      cancelLabel={t('paymentForm.cancel')}
      confirmLabel={t('paymentForm.delete.confirm')}
      confirmVariant="danger"
      isPending={deletion.isPending}
      onConfirm={() => deletion.mutate(payment.id)}
      onClose={onClose}
    />
  );
}
