import { z } from 'zod';
import { ZUuid } from '../common/primitives';

/** PUT /api/notifications/:id/read → 204 (also for a notification that was already read). */
export const ZMarkNotificationReadParams = z.object({ id: ZUuid });
export type TMarkNotificationReadParams = z.infer<typeof ZMarkNotificationReadParams>;
