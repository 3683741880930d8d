import { useTranslation } from 'react-i18next';
import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { formatIban } from '@immodesk/contracts/common/iban';
import { formatCents, formatDate, formatRentPeriod } from '@immodesk/sdk';
import { Button, layout, VisuallyHidden } from '@immodesk/ui-kit';
import { ItemCard } from '../../../shared/components/ItemCard';
import { LineCandidates } from './LineCandidates';
import { MatchedLineActions } from './MatchedLineActions';
import styles from './BankStatementsPage.module.css';

export type StatementLineCardProps = {
  line: TBankStatementLine;
  onAssign: (line: TBankStatementLine) => void;
  onIgnore: (line: TBankStatementLine) => void;
  onConfirm: (line: TBankStatementLine, rentPaymentId: string) => void;
  onUndo: (line: TBankStatementLine) => void;
  onReassign: (line: TBankStatementLine) => void;
  isBusy: boolean;
};

/** One credit of a statement: who paid what and when, with what, and what the landlord can do with it. */
export function StatementLineCard({
  line,
  onAssign,
  onIgnore,
  onConfirm,
  onUndo,
  onReassign,
  isBusy,
}: StatementLineCardProps) {
  const { t } = useTranslation('finance');
  const isOpen = line.status === 'candidate' || line.status === 'unmatched';
  const iban = line.counterpartyIban ? formatIban(line.counterpartyIban) : null;
  const name = line.counterpartyName ?? iban ?? t('bankStatements.line.unknownPayer');
  const forLine = (
    <VisuallyHidden>
      {t('bankStatements.line.forLine', { amount: formatCents(line.amountCents), name })}
    </VisuallyHidden>
  );
  return (
    <ItemCard
      data-testid="statement-line"
      data-status={line.status}
      heading={
        <>
          <span className={styles.amount}>{formatCents(line.amountCents)}</span>
          <span>{formatDate(line.bookingDate)}</span>
        </>
      }
    >
      <p className={styles.payer}>
        {name}
        {line.counterpartyName && iban ? <span className={styles.muted}> · {iban}</span> : null}
      </p>
      {line.structuredReference ? <p className={styles.reference}>{line.structuredReference}</p> : null}
      {line.communication && line.communication !== line.structuredReference ? (
        <p className={styles.muted}>{line.communication}</p>
      ) : null}
      {line.status === 'candidate' ? (
        <LineCandidates
          line={line}
          onConfirm={(rentPaymentId) => onConfirm(line, rentPaymentId)}
          isBusy={isBusy}
        />
      ) : null}
      {line.status === 'matched' && line.allocations.length > 0 ? (
        <ul className={styles.allocations} aria-label={t('bankStatements.line.paid')}>
          {line.allocations.map((allocation) => (
            <li key={allocation.rentPaymentId}>
              {t('bankStatements.line.allocation', {
                amount: formatCents(allocation.amountCents),
                period: formatRentPeriod(allocation.period),
                who:
                  [allocation.tenantName, allocation.propertyAddress].filter(Boolean).join(', ') ||
                  t('bankStatements.line.unknownItem'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {line.status === 'matched' && line.matchReason ? (
        <p className={styles.muted}>{t(`bankStatements.reason.${line.matchReason}`)}</p>
      ) : null}
      {line.status === 'matched' ? (
        <MatchedLineActions
          lineName={t('bankStatements.line.forLine', { amount: formatCents(line.amountCents), name })}
          onUndo={() => onUndo(line)}
          onReassign={() => onReassign(line)}
          isBusy={isBusy}
        />
      ) : null}
      {isOpen ? (
        <div className={layout.inline}>
          <Button size="small" variant="secondary" onClick={() => onAssign(line)} disabled={isBusy}>
            {t('bankStatements.line.assign')} {forLine}
          </Button>
          <Button size="small" variant="ghost" onClick={() => onIgnore(line)} disabled={isBusy}>
            {t('bankStatements.line.ignore')} {forLine}
          </Button>
        </div>
      ) : null}
    </ItemCard>
  );
}
