import { z } from 'zod';

export const HEALTH_CHECKS = ['database', 'storage', 'email'] as const;
export const ZHealthCheckName = z.enum(HEALTH_CHECKS);

export const ZHealthResponse = z.object({ ok: z.boolean(), elapsedMs: z.number().min(0) });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
