import { useTranslation } from 'react-i18next';
import type { TDeliveryStatus } from '@immodesk/contracts/messages/message';
import { Badge, type BadgeTone } from '@immodesk/ui-kit';

const STATUS_TONE: Record<TDeliveryStatus, BadgeTone> = { queued: 'info', sent: 'success', failed: 'danger' };

/** One recipient's delivery status: queued, sent or failed. */
export function DeliveryStatusBadge({ status }: { status: TDeliveryStatus }) {
  const { t } = useTranslation('contacts');
  return <Badge tone={STATUS_TONE[status]}>{t(`history.status.${status}`)}</Badge>;
}
