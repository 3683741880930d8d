import { ZDeleteNotificationParams } from '@immodesk/contracts/notifications/deleteNotification.contract';
import {
  ZListNotificationsQuery,
  ZListNotificationsResponse,
} from '@immodesk/contracts/notifications/listNotifications.contract';
import { ZMarkAllNotificationsReadResponse } from '@immodesk/contracts/notifications/markAllNotificationsRead.contract';
import { ZMarkNotificationReadParams } from '@immodesk/contracts/notifications/markNotificationRead.contract';
import { ZNotificationUnreadCountResponse } from '@immodesk/contracts/notifications/notificationUnreadCount.contract';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { listNotifications } from '../use-cases/listNotifications';

/** SPEC §7 notification endpoints: the signed-in user's own notifications; anyone else's is a 404. */
export function notificationRoutes(services: Pick<Services, 'messaging' | 'shellConfig'>) {
  const { messaging } = services;
  return [
    signedIn.get(
      '/api/notifications',
      { query: ZListNotificationsQuery, response: ZListNotificationsResponse, noStore: true },
      ({ ctx, session, query }) =>
        listNotifications(services, session, { query, language: ctx.state.language }),
    ),
    signedIn.get(
      '/api/notifications/unread-count',
      { response: ZNotificationUnreadCountResponse, noStore: true },
      ({ session }) => messaging.countUnreadNotifications(session),
    ),
    signedIn.put(
      '/api/notifications/mark-all-read',
      { response: ZMarkAllNotificationsReadResponse },
      ({ session }) => messaging.markAllNotificationsRead(session),
    ),
    signedIn.put(
      '/api/notifications/:id/read',
      { params: ZMarkNotificationReadParams },
      ({ session, params }) => messaging.markNotificationRead(session, params.id),
    ),
    signedIn.delete('/api/notifications/:id', { params: ZDeleteNotificationParams }, ({ session, params }) =>
      messaging.deleteNotification(session, params.id),
    ),
  ];
}
