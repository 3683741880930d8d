import type { TFunction } from 'i18next';
import type {
  TNotification,
  TNotificationType,
} from '@immodesk/contracts/notifications/listNotifications.contract';
import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import { formatAddress, formatCents, formatDate, formatRentPeriod } from '@immodesk/sdk';
import type { RentNotice } from './deriveRentNotices';

/** One line of the bell: a server notification (uuid id) or a synthetic notice (negative id). */
export type BellItem = {
  id: string | number;
  isSynthetic: boolean;
  type: TNotificationType;
  title: string;
  message: string;
  read: boolean;
  actionLabel: string | null;
  actionUrl: string | null;
  createdAt: string;
};

type Translate = TFunction;

export function fromServerNotification(notification: TNotification): BellItem {
  return { ...notification, isSynthetic: false };
}

function propertyLabel(property: TPropertySummary | undefined, t: Translate): string {
  if (!property) return t('notifications.rent.unknownProperty');
  return formatAddress(property, { withPostalCode: false });
}

export function fromRentNotice(
  notice: RentNotice,
  properties: Map<string, TPropertySummary>,
  isRead: boolean,
  t: Translate,
): BellItem {
  const property = propertyLabel(notice.propertyId ? properties.get(notice.propertyId) : undefined, t);
  const common = {
    id: notice.id,
    isSynthetic: true,
    read: isRead,
    actionLabel: t('notifications.rent.viewPayments'),
    actionUrl: '/rent-payments',
    createdAt: notice.occurredAt,
  };
  if (notice.kind === 'overdue') {
    return {
      ...common,
      type: 'warning',
      title: t('notifications.rent.overdueTitle'),
      message: t('notifications.rent.overdueMessage', {
        property,
        period: formatRentPeriod(notice.period),
        count: notice.daysOverdue,
        dueDate: formatDate(notice.dueDate),
      }),
    };
  }
  return {
    ...common,
    type: 'success',
    title: t('notifications.rent.paidTitle'),
    message: t('notifications.rent.paidMessage', {
      property,
      period: formatRentPeriod(notice.period),
      amount: formatCents(notice.paidCents),
      paidAt: formatDate(notice.paidAt),
    }),
  };
}

/** Server and synthetic items together, newest first (SPEC §4). */
export function mergeNewestFirst(items: readonly BellItem[]): BellItem[] {
  return [...items].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || String(a.id).localeCompare(String(b.id)),
  );
}

/** SPEC §9 notification badge: the number, or "9+" above 9. */
export function badgeLabel(count: number): string {
  return count > 9 ? '9+' : String(count);
}
