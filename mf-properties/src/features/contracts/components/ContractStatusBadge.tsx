import { useTranslation } from 'react-i18next';
import type { TContract, TContractStatus } from '@immodesk/contracts/contracts/contract.contract';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';
import styles from './ContractStatusBadge.module.css';

const TONES: Record<TContractStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  signed: 'info',
  active: 'success',
  expired: 'warning',
  terminated: 'danger',
};

/**
 * The contract's status; a sent lease that some parties signed reads "partly signed" with who signed (the status
 * itself stays `sent`: the server says who signed in `signedBy`).
 */
export function ContractStatusBadge({ contract }: { contract: Pick<TContract, 'status' | 'signedBy'> }) {
  const { t } = useTranslation('properties');
  const signedBy = contract.status === 'sent' ? (contract.signedBy ?? []) : [];
  if (signedBy.length === 0)
    return <Badge tone={TONES[contract.status]}>{t(`contracts.status.${contract.status}`)}</Badge>;
  return (
    <span className={styles.partly}>
      <Badge tone="warning">{t('contracts.status.partlySigned')}</Badge>
      <span className={styles.signers}>
        {t('contracts.status.signedBy', { names: signedBy.map((signer) => signer.name).join(', ') })}
      </span>
    </span>
  );
}
