import { useTranslation } from 'react-i18next';
import type { TContractStatus } from '@immodesk/contracts/contracts/contract.contract';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';

const TONES: Record<TContractStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  signed: 'info',
  active: 'success',
  expired: 'warning',
  terminated: 'danger',
};

export function ContractStatusBadge({ status }: { status: TContractStatus }) {
  const { t } = useTranslation('properties');
  return <Badge tone={TONES[status]}>{t(`contracts.status.${status}`)}</Badge>;
}
