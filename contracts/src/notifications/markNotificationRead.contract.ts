import { z } from 'zod';
import { ZIdParams } from '../common/primitives';

/** PUT /api/notifications/:id/read → 204 (also for a notification that was already read). */
export const ZMarkNotificationReadParams = ZIdParams;
export type TMarkNotificationReadParams = z.infer<typeof ZMarkNotificationReadParams>;
