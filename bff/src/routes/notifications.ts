import { ZDeleteNotificationParams } from '@immodesk/contracts/notifications/deleteNotification.contract';
import { ZListNotificationsQuery, ZListNotificationsResponse } from '@immodesk/contracts/notifications/listNotifications.contract';
import { ZMarkAllNotificationsReadResponse } from '@immodesk/contracts/notifications/markAllNotificationsRead.contract';
import { ZMarkNotificationReadParams } from '@immodesk/contracts/notifications/markNotificationRead.contract';
import { ZNotificationUnreadCountResponse } from '@immodesk/contracts/notifications/notificationUnreadCount.contract';
import { defineRoute } from '../http/defineRoute';
import { presentNotification } from '../notifications/presentNotification';
import type { Services } from '../composition';

/** SPEC §7 notification endpoints: the signed-in user's own notifications; anyone else's is a 404. */
export function notificationRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/notifications',
      auth: true,
      input: { query: ZListNotificationsQuery },
      response: ZListNotificationsResponse,
      handler: async ({ ctx, session, query }) => {
        ctx.set('Cache-Control', 'no-store');
        const { items, total } = await services.messaging.listNotifications(session, query);
        const productName = services.shellConfig.branding().productName;
        return { items: items.map((item) => presentNotification(item, ctx.state.language, productName)), total };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/notifications/unread-count',
      auth: true,
      response: ZNotificationUnreadCountResponse,
      handler: async ({ ctx, session }) => {
        ctx.set('Cache-Control', 'no-store');
        return services.messaging.countUnreadNotifications(session);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/api/notifications/mark-all-read',
      auth: true,
      response: ZMarkAllNotificationsReadResponse,
      handler: ({ session }) => services.messaging.markAllNotificationsRead(session),
    }),
    defineRoute({
      method: 'put',
      path: '/api/notifications/:id/read',
      auth: true,
      input: { params: ZMarkNotificationReadParams },
      handler: ({ session, params }) => services.messaging.markNotificationRead(session, params.id),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/notifications/:id',
      auth: true,
      input: { params: ZDeleteNotificationParams },
      handler: ({ session, params }) => services.messaging.deleteNotification(session, params.id),
    }),
  ];
}
