import { useTranslation } from 'react-i18next';
import type { TBankTransferInstructions } from '@immodesk/contracts/billing/bankTransfer.contract';
import { formatCents } from '@immodesk/sdk';
import { Card, notice } from '@immodesk/ui-kit';
import styles from '../Billing.module.css';

export type BankTransferDetailsProps = {
  instructions: TBankTransferInstructions;
  /** Right after checkout: the instructions have just been mailed. */
  isJustMailed?: boolean;
  headingLevel?: 2 | 3;
};

/** SPEC §4 bank-transfer fallback: who to pay, how much and with which structured communication. */
export function BankTransferDetails({
  instructions,
  isJustMailed = false,
  headingLevel = 2,
}: BankTransferDetailsProps) {
  const { t } = useTranslation();
  const rows = [
    { label: t('billing.bankTransfer.beneficiary'), value: instructions.beneficiary },
    { label: t('billing.bankTransfer.iban'), value: instructions.iban },
    { label: t('billing.bankTransfer.bic'), value: instructions.bic },
    { label: t('billing.bankTransfer.amount'), value: formatCents(instructions.amountCents) },
    { label: t('billing.bankTransfer.reference'), value: instructions.structuredReference },
  ];
  return (
    <Card title={t('billing.bankTransfer.title')} headingLevel={headingLevel} data-testid="bank-transfer">
      <p className={styles.text}>
        {t('billing.bankTransfer.lead', {
          plan: t(`plan.types.${instructions.plan}`),
          interval: t(`billing.choice.intervals.${instructions.interval}`),
        })}
      </p>
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label} className={styles.detailRow}>
            <dt>{row.label}</dt>
            <dd className={styles.copyable}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.text}>
        {t('billing.bankTransfer.activation', { hours: instructions.activationHours })}
      </p>
      {isJustMailed ? (
        <p className={notice.info} role="status">
          {t('billing.bankTransfer.mailed')}
        </p>
      ) : null}
    </Card>
  );
}
