import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@immodesk/ui-kit';
import { formatCents } from '../format/format';
import { rentPaymentDisplay, type RentPaymentAmounts } from './rentPaymentDisplay';
import styles from './RentPaymentStatus.module.css';

export type RentPaymentStatusProps = { payment: RentPaymentAmounts };

/** A due item's status as every list shows it: the SPEC §2 label, the overdue marker and what is still open. */
export function RentPaymentStatus({ payment }: RentPaymentStatusProps) {
  const { t } = useTranslation('common');
  const display = rentPaymentDisplay(payment);
  return (
    <span className={styles.status} data-testid="rent-payment-status">
      <Badge tone={display.tone}>{t(display.labelKey)}</Badge>
      {display.isOverdue ? (
        <span className={styles.overdue}>
          <CalendarX aria-hidden size={14} />
          {t('rentPayment.overdue')}
        </span>
      ) : null}
      {display.showsOutstanding ? (
        <span className={styles.outstanding}>
          {t('rentPayment.outstanding', { amount: formatCents(display.outstandingCents) })}
        </span>
      ) : null}
    </span>
  );
}
