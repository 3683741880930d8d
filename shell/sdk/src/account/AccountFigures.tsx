import { useTranslation } from 'react-i18next';
import type { TAccount } from '@immodesk/contracts/rentPayments/account.contract';
import { formatCents } from '../format/format';
import styles from './AccountSection.module.css';

/** The account's four figures: due, received, balance (due − received) and credit carried. */
export function AccountFigures({ account }: { account: TAccount }) {
  const { t } = useTranslation('common');
  const figures = [
    { key: 'due', value: account.dueCents },
    { key: 'received', value: account.receivedCents },
    { key: 'balance', value: account.balanceCents },
    { key: 'credit', value: account.creditCents },
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-testid={`account-${figure.key}`}>
          <dt>{t(`account.figures.${figure.key}`)}</dt>
          <dd>{formatCents(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
