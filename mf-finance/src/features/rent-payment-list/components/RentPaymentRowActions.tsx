import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, Pencil, Send, Trash2, Wallet } from 'lucide-react';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { formatRentPeriod } from '@immodesk/sdk';
import { Button, VisuallyHidden, type ButtonVariant } from '@immodesk/ui-kit';
import styles from './RentPaymentRowActions.module.css';

export type RentPaymentAction = 'pay' | 'delete' | 'sendRequest';

export type RentPaymentRowActionsProps = {
  payment: TRentPayment;
  /** In the table: icons only, each still named (and with a tooltip); on a card: icon and text. */
  isCompact: boolean;
  onAction: (action: RentPaymentAction, payment: TRentPayment) => void;
  onDownloadRequest: (payment: TRentPayment) => void;
  isDownloading: boolean;
};

type ActionButton = {
  key: string;
  label: string;
  icon: ReactNode;
  variant: ButtonVariant;
  onClick: () => void;
  isLoading?: boolean;
};

/** Register or edit the payment, the rent request as PDF or by mail, and delete the payment; each names its period for screen readers. */
export function RentPaymentRowActions({
  payment,
  isCompact,
  onAction,
  onDownloadRequest,
  isDownloading,
}: RentPaymentRowActionsProps) {
  const { t } = useTranslation('finance');
  const period = formatRentPeriod(payment.period);
  const hasPayment = payment.paidCents > 0;
  // A rent request asks for what is still open: an item paid in full has none.
  const isOpen = payment.amountDueCents > payment.paidCents;
  const buttons: ActionButton[] = [];
  if (payment.contractId) {
    buttons.push(
      hasPayment
        ? {
            key: 'edit',
            label: t('rentPaymentList.actions.edit'),
            icon: <Pencil size={14} aria-hidden="true" />,
            variant: 'secondary',
            onClick: () => onAction('pay', payment),
          }
        : {
            key: 'register',
            label: t('rentPaymentList.actions.register'),
            icon: <Wallet size={14} aria-hidden="true" />,
            variant: 'primary',
            onClick: () => onAction('pay', payment),
          },
    );
  }
  if (isOpen) {
    buttons.push(
      {
        key: 'pdf',
        label: t('rentPaymentList.actions.requestPdf'),
        icon: <FileDown size={14} aria-hidden="true" />,
        variant: 'secondary',
        onClick: () => onDownloadRequest(payment),
        isLoading: isDownloading,
      },
      {
        key: 'send',
        label: t('rentPaymentList.actions.sendRequest'),
        icon: <Send size={14} aria-hidden="true" />,
        variant: 'secondary',
        onClick: () => onAction('sendRequest', payment),
      },
    );
  }
  if (hasPayment) {
    buttons.push({
      key: 'delete',
      label: t('rentPaymentList.actions.delete'),
      icon: <Trash2 size={14} aria-hidden="true" />,
      variant: isCompact ? 'ghost' : 'danger',
      onClick: () => onAction('delete', payment),
    });
  }
  return (
    <div className={isCompact ? styles.compact : styles.actions}>
      {buttons.map((button) => (
        <Button
          key={button.key}
          size="small"
          variant={button.variant}
          onClick={button.onClick}
          isLoading={button.isLoading}
          title={isCompact ? `${button.label} ${period}` : undefined}
        >
          {button.icon}
          {isCompact ? (
            <VisuallyHidden>{`${button.label} ${period}`}</VisuallyHidden>
          ) : (
            <>
              {button.label} <VisuallyHidden>{period}</VisuallyHidden>
            </>
          )}
        </Button>
      ))}
    </div>
  );
}
