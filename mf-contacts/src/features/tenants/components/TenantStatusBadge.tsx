import { useTranslation } from 'react-i18next';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import { Badge } from '@immodesk/ui-kit';

export type TenantStatusBadgeProps = Pick<TTenant, 'status'>;

export function TenantStatusBadge({ status }: TenantStatusBadgeProps) {
  const { t } = useTranslation('contacts');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`tenant.status.${status}`)}</Badge>;
}
