import { useTranslation } from 'react-i18next';
import { formatCents } from '@immodesk/sdk';
import type { PaymentNote } from '../utils/paymentNote';
import styles from './PaymentDialog.module.css';

export type PaymentNotePreviewProps = { note: PaymentNote | null };

/** SPEC §4's note for the amount typed: partial (paid, contract total, outstanding), overpaid or full; read aloud as it changes. */
export function PaymentNotePreview({ note }: PaymentNotePreviewProps) {
  const { t } = useTranslation('finance');
  const text = (() => {
    if (!note) return null;
    const paid = formatCents(note.paidCents);
    const total = formatCents(note.totalCents);
    switch (note.kind) {
      case 'full':
        return t('paymentForm.note.full', { paid, total });
      case 'partial':
        return t('paymentForm.note.partial', {
          paid,
          total,
          outstanding: formatCents(note.outstandingCents),
        });
      case 'overpaid':
        return t('paymentForm.note.overpaid', { paid, total, surplus: formatCents(note.surplusCents) });
    }
  })();
  return (
    <p className={styles.note} role="status" data-kind={note?.kind} data-testid="payment-note">
      {text}
    </p>
  );
}
