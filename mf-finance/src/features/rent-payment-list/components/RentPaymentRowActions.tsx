import { useTranslation } from 'react-i18next';
import { FileDown, Pencil, Send, Trash2, Wallet } from 'lucide-react';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatRentPeriod } from '@immodesk/sdk';
import { Button, VisuallyHidden } from '@immodesk/ui-kit';
import styles from './RentPaymentRowActions.module.css';

export type RentPaymentAction = 'pay' | 'delete' | 'sendRequest';

export type RentPaymentRowActionsProps = {
  payment: TRentPayment;
  onAction: (action: RentPaymentAction, payment: TRentPayment) => void;
  onDownloadRequest: (payment: TRentPayment) => void;
  isDownloading: boolean;
};

/** Register or edit the payment, delete it, and the rent request as PDF or by mail; each names its period for screen readers. */
export function RentPaymentRowActions({ payment, onAction, onDownloadRequest, isDownloading }: RentPaymentRowActionsProps) {
  const { t } = useTranslation('finance');
  const period = <VisuallyHidden>{formatRentPeriod(payment.period)}</VisuallyHidden>;
  const hasPayment = payment.paidCents > 0;
  // A rent request asks for what is still open: an item paid in full has none.
  const isOpen = payment.amountDueCents > payment.paidCents;
  return (
    <div className={styles.actions}>
      {payment.contractId ? (
        <Button size="small" variant={hasPayment ? 'secondary' : 'primary'} onClick={() => onAction('pay', payment)}>
          {hasPayment ? <Pencil size={14} aria-hidden="true" /> : <Wallet size={14} aria-hidden="true" />}
          {t(hasPayment ? 'rentPaymentList.actions.edit' : 'rentPaymentList.actions.register')} {period}
        </Button>
      ) : null}
      {isOpen ? (
        <>
          <Button size="small" variant="secondary" isLoading={isDownloading} onClick={() => onDownloadRequest(payment)}>
            <FileDown size={14} aria-hidden="true" />
            {t('rentPaymentList.actions.requestPdf')} {period}
          </Button>
          <Button size="small" variant="secondary" onClick={() => onAction('sendRequest', payment)}>
            <Send size={14} aria-hidden="true" />
            {t('rentPaymentList.actions.sendRequest')} {period}
          </Button>
        </>
      ) : null}
      {hasPayment ? (
        <Button size="small" variant="danger" onClick={() => onAction('delete', payment)}>
          <Trash2 size={14} aria-hidden="true" />
          {t('rentPaymentList.actions.delete')} {period}
        </Button>
      ) : null}
    </div>
  );
}
