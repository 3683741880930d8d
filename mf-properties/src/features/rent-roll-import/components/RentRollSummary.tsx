import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './RentRollImport.module.css';

export type RentRollCounts = { properties: number; tenants: number; contracts: number; errors?: number };

export type RentRollSummaryProps = { label: string; counts: RentRollCounts; testId: string };

/** The counts of a preview (what a commit would create, and the rows with errors) or of a commit (what it created). */
export function RentRollSummary({ label, counts, testId }: RentRollSummaryProps) {
  const { t } = useTranslation('properties');
  const items = [
    { key: 'properties', value: counts.properties },
    { key: 'tenants', value: counts.tenants },
    { key: 'contracts', value: counts.contracts },
    ...(counts.errors === undefined ? [] : [{ key: 'errors', value: counts.errors }]),
  ];
  return (
    <dl className={styles.summary} aria-label={label} data-testid={testId}>
      {items.map(({ key, value }) => (
        <div
          key={key}
          className={clsx(key === 'errors' && value > 0 && styles.summaryErrors)}
          data-testid={`${testId}-${key}`}
        >
          <dt>{t(`rentRollImport.summary.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
