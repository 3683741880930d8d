import { useQuery } from '@tanstack/react-query';
import type { TListNotificationsResponse } from '@immodesk/contracts/notifications/listNotifications.contract';
import type { TNotificationUnreadCountResponse } from '@immodesk/contracts/notifications/notificationUnreadCount.contract';
import { apiGet, currentLanguage } from '@immodesk/sdk';
import { notificationKeys } from './notificationKeys';

/** The newest 50 are what the bell shows; the count below covers them all. */
export const NOTIFICATION_PAGE_SIZE = 50;

// Types only, no zod at run time: the header is on every app page and the BFF's tests check these responses.
export function useServerNotifications() {
  const language = currentLanguage();
  return useQuery({
    queryKey: notificationKeys.list(language),
    queryFn: () =>
      apiGet<TListNotificationsResponse>('/api/notifications', {
        query: { pageSize: NOTIFICATION_PAGE_SIZE },
      }),
  });
}

export function useServerUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => apiGet<TNotificationUnreadCountResponse>('/api/notifications/unread-count'),
    select: (data) => data.count,
  });
}
