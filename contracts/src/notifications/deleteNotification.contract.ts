import { z } from 'zod';
import { ZIdParams } from '../common/primitives';

/** DELETE /api/notifications/:id → 204. */
export const ZDeleteNotificationParams = ZIdParams;
export type TDeleteNotificationParams = z.infer<typeof ZDeleteNotificationParams>;
