import { useTranslation } from 'react-i18next';
import type { TRentPaymentStatus } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { Badge } from '@immodesk/ui-kit';
import { rentPaymentStatusDisplay } from '../utils/rentPaymentStatus';

export type RentPaymentStatusBadgeProps = { status: TRentPaymentStatus };

export function RentPaymentStatusBadge({ status }: RentPaymentStatusBadgeProps) {
  const { t } = useTranslation('finance');
  const { labelKey, tone } = rentPaymentStatusDisplay(status);
  return <Badge tone={tone}>{t(labelKey)}</Badge>;
}
