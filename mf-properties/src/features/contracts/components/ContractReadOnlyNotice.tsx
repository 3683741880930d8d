import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import { buttonClassName } from '@immodesk/ui-kit';
import { contractPaths } from '../utils/contractPaths';
import styles from './ContractPage.module.css';

/** Only a draft can be edited: a sent or signed contract's content is frozen (a change is an amendment). */
export function ContractReadOnlyNotice({ contract }: { contract: TContract }) {
  const { t } = useTranslation('properties');
  return (
    <div className={styles.notice}>
      <p>{t('contracts.page.readOnly', { status: t(`contracts.status.${contract.status}`) })}</p>
      <Link to={contractPaths.page(contract.id)} className={buttonClassName({ variant: 'secondary' })}>
        {t('contracts.page.backToContract')}
      </Link>
    </div>
  );
}
