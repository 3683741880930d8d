import { z } from 'zod';
import { ZYearMonth } from '../contracts/contract.contract';

/** GET /api/health-index: the Statbel health index months the app knows, base 2013 = 100, oldest first. */
export const ZHealthIndexMonth = z.object({ month: ZYearMonth, value: z.number().positive() });
export type THealthIndexMonth = z.infer<typeof ZHealthIndexMonth>;

export const ZHealthIndexResponse = z.object({
  base: z.literal('2013=100'),
  months: z.array(ZHealthIndexMonth),
});
export type THealthIndexResponse = z.infer<typeof ZHealthIndexResponse>;
