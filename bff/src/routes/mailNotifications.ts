import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ZSesNotificationResponse } from '@immodesk/contracts/mail/sesNotification.contract';
import { AppError } from '@immodesk/platform/errors';
import { handleSesNotification } from '@immodesk/platform/ports/mail/reputation/sesNotifications';
import type { Services } from '../composition';
import type { AppState } from '../http/appContext';
import { publicRoute } from '../http/routeShorthands';
import { limitPerIp } from '../middleware/rateLimit';

export const SES_NOTIFICATIONS_PATH = '/api/public/mail/ses-notifications';

// SNS posts its JSON as text/plain; an SES notification with its headers stays well under 256 kB.
const snsBody = bodyParser({
  enableTypes: ['text', 'json'],
  textLimit: '300kb',
  jsonLimit: '300kb',
  extendTypes: { text: ['text/plain'] },
});
/** Keeps the raw body of SNS's post on this path only; every other body stays JSON-only. */
export const snsNotificationBody: Middleware<AppState> = (ctx, next) =>
  ctx.method === 'POST' && ctx.path === SES_NOTIFICATIONS_PATH ? snsBody(ctx, next) : next();

/** Amazon SES bounces and complaints, through an SNS subscription (production; see docs/decisions/notifications.md). */
export function mailNotificationRoutes(services: Pick<Services, 'sesNotifications'>) {
  return [
    publicRoute.post(
      SES_NOTIFICATIONS_PATH,
      { response: ZSesNotificationResponse, rateLimit: limitPerIp('ses-notifications', 600, 1) },
      ({ ctx }) => {
        if (!services.sesNotifications)
          throw new AppError('not_found', { messageKey: 'errors.routeNotFound' });
        return handleSesNotification(
          services.sesNotifications,
          (ctx.request as { rawBody?: string }).rawBody ?? '',
        );
      },
    ),
  ];
}
