import { useTranslation } from 'react-i18next';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { formatCents, formatDate, formatRentPeriod } from '@immodesk/sdk';
import { Button, layout, VisuallyHidden } from '@immodesk/ui-kit';
import { candidateReasons } from '../utils/candidateReasons';
import styles from './BankStatementsPage.module.css';

export type LineCandidatesProps = {
  line: TBankStatementLine;
  onConfirm: (rentPaymentId: string) => void;
  isBusy: boolean;
};

/**
 * The due items a line may pay, ranked by the server (period named, same amount, known account, oldest first), each
 * with why it was proposed and a button that books the line on it in one click.
 */
export function LineCandidates({ line, onConfirm, isBusy }: LineCandidatesProps) {
  const { t } = useTranslation('finance');
  return (
    <ul className={styles.candidates} aria-label={t('bankStatements.line.candidates')}>
      {line.candidates.map((candidate) => {
        const who =
          [candidate.tenantName, candidate.propertyAddress].filter(Boolean).join(', ') ||
          t('bankStatements.line.unknownItem');
        return (
          <li
            key={candidate.rentPaymentId}
            className={`${layout.spread} ${styles.candidate}`}
            data-testid="statement-candidate"
          >
            <span>
              <strong>{who}</strong>
              <span className={styles.muted}>
                {' '}
                {t('bankStatements.line.candidateDetail', {
                  period: formatRentPeriod(candidate.period),
                  dueDate: formatDate(candidate.dueDate),
                  outstanding: formatCents(candidate.outstandingCents),
                })}
              </span>
              <ul className={styles.reasons} aria-label={t('bankStatements.line.why')}>
                {candidateReasons(candidate).map((reason) => (
                  <li key={reason}>{t(`bankStatements.candidateReason.${reason}`)}</li>
                ))}
              </ul>
            </span>
            <Button size="small" onClick={() => onConfirm(candidate.rentPaymentId)} disabled={isBusy}>
              {t('bankStatements.line.confirm')}{' '}
              <VisuallyHidden>
                {t('bankStatements.line.confirmFor', { who, period: formatRentPeriod(candidate.period) })}
              </VisuallyHidden>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
