import { z } from 'zod';

/** PUT /api/notifications/mark-all-read → how many notifications were unread and are now read. */
export const ZMarkAllNotificationsReadResponse = z.object({ updated: z.number().int().min(0) });
export type TMarkAllNotificationsReadResponse = z.infer<typeof ZMarkAllNotificationsReadResponse>;
