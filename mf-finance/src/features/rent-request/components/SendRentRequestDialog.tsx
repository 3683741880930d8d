import { useTranslation } from 'react-i18next';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatCents, formatRentPeriod } from '@immodesk/sdk';
import { ConfirmDialog } from '@immodesk/ui-kit';
import { useSendRentRequest } from '../hooks/useSendRentRequest';

export type SendRentRequestDialogProps = { payment: TRentPayment; onClose: () => void };

/** Asks before mailing the rent request of one due item to its tenant(s). */
export function SendRentRequestDialog({ payment, onClose }: SendRentRequestDialogProps) {
  const { t } = useTranslation('finance');
  const sending = useSendRentRequest(onClose);
  return (
    <ConfirmDialog
      title={t('rentRequest.confirmTitle')}
      description={t('rentRequest.confirmDescription', {
        period: formatRentPeriod(payment.period),
        amount: formatCents(payment.amountDueCents),
      })}
      cancelLabel={t('paymentForm.cancel')}
      confirmLabel={t('rentRequest.confirm')}
      isPending={sending.isPending}
      onConfirm={() => sending.mutate(payment.id)}
      onClose={onClose}
    />
  );
}
