import { z } from 'zod';

export const ZUserSession = z.object({
  id: z.string(),
  /** Browser and operating system read from the user agent, e.g. "Chrome · Windows" ("Unknown" when unrecognised). */
  device: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

export const ZListSessionsResponse = z.object({ items: z.array(ZUserSession) });
export type TListSessionsResponse = z.infer<typeof ZListSessionsResponse>;

/** DELETE /api/user/sessions/:id → 204; the current session → 409 conflict. */
export const ZSessionParams = z.object({ id: z.string().uuid() });
