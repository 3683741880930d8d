import { z } from 'zod';

/** GET /api/notifications/unread-count */
export const ZNotificationUnreadCountResponse = z.object({ count: z.number().int().min(0) });
export type TNotificationUnreadCountResponse = z.infer<typeof ZNotificationUnreadCountResponse>;
