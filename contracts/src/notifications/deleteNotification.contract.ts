import { z } from 'zod';
import { ZUuid } from '../common/primitives';

/** DELETE /api/notifications/:id → 204. */
export const ZDeleteNotificationParams = z.object({ id: ZUuid });
export type TDeleteNotificationParams = z.infer<typeof ZDeleteNotificationParams>;
