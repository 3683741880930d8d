import { z } from 'zod';
import { ZYearMonth } from '../contracts/contract.contract';

/** GET /api/health-index: the Statbel health index months the app knows, base 2013 = 100, oldest first. */
export const ZHealthIndexMonth = z.object({ month: ZYearMonth, value: z.number().positive() });
export type THealthIndexMonth = z.infer<typeof ZHealthIndexMonth>;

/** One base the app keeps (Statbel's file holds several: `2025` is 2025 = 100) and the months it holds. */
export const ZHealthIndexBase = z.object({
  baseYear: z.number().int(),
  firstMonth: ZYearMonth,
  lastMonth: ZYearMonth,
  count: z.number().int().nonnegative(),
});
export type THealthIndexBase = z.infer<typeof ZHealthIndexBase>;

/**
 * `months` stays the 2013 = 100 series; `bases` lists every base kept (newest first) and `latestMonth` is the newest
 * month of any base (null before any is known), so a screen can say how old the index is.
 */
export const ZHealthIndexResponse = z.object({
  base: z.literal('2013=100'),
  months: z.array(ZHealthIndexMonth),
  bases: z.array(ZHealthIndexBase),
  latestMonth: ZYearMonth.nullable(),
});
export type THealthIndexResponse = z.infer<typeof ZHealthIndexResponse>;
