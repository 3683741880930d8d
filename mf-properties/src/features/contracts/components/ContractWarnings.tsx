import { useTranslation } from 'react-i18next';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { formatCents } from '@immodesk/sdk';
import styles from './ContractPage.module.css';

/** What the server flags about a contract without refusing it, e.g. a deposit above the region's legal maximum. */
export function ContractWarnings({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  if (contract.warnings.length === 0) return null;
  return (
    <div className={styles.warning} role="note" data-testid="contract-warnings">
      {contract.warnings.map((warning) => (
        <p key={warning.code}>
          <strong>{t('contracts.warnings.title')}</strong>{' '}
          {t(`contracts.warnings.${warning.code}`, {
            amount: formatCents(contract.deposit.amountCents),
            maximum: formatCents(warning.maximumCents),
            months: warning.months,
            region: t(`contracts.regions.${contract.region}`),
          })}
        </p>
      ))}
    </div>
  );
}
