import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZIsoInstant } from '../common/primitives';

/** SPEC.md §3: success, warning, error, otherwise info. */
export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info'] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** GET /api/notifications: the signed-in user's notifications, newest first. */
export const ZListNotificationsQuery = ZPageQuery;
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;

/** One notification as the reader sees it: title, message and action label in the request's language. */
export const ZNotification = z.object({
  id: z.string(),
  userId: z.string(),
  type: ZNotificationType,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  actionLabel: z.string().nullable(),
  /** A path inside the app (always starts with `/`). */
  actionUrl: z.string().nullable(),
  relatedEntityType: z.string().nullable(),
  relatedEntityId: z.string().nullable(),
  createdAt: ZIsoInstant,
  updatedAt: ZIsoInstant,
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsResponse = zListResponse(ZNotification);
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;
