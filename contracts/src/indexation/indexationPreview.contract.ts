import { z } from 'zod';
import { ZCents, ZIsoDate } from '../common/primitives';
import { ZContractRegion, ZYearMonth } from '../contracts/contract.contract';
import { ZEpcLabel } from '../properties/propertyInformation.contract';
import { INDEXATION_RULES } from '../vocabulary/indexationRules';

export const ZIndexationRule = z.enum(INDEXATION_RULES);
export type TIndexationRule = z.infer<typeof ZIndexationRule>;

/** The 2022–2023 correction: the freeze-year anniversary's index against the index a year before it. */
export const ZIndexationCorrection = z.object({
  freezeAnniversary: ZIsoDate,
  priorMonth: ZYearMonth,
  priorIndex: z.number(),
  freezeMonth: ZYearMonth,
  freezeIndex: z.number(),
});

export const ZIndexationPreviewQuery = z.object({ date: ZIsoDate.optional() });
export type TIndexationPreviewQuery = z.infer<typeof ZIndexationPreviewQuery>;

/**
 * GET /api/contracts/:id/indexation/preview?date=: the indexation a written request of `date` (default today) can
 * claim. `indexationDate` is the anniversary the new rent is due from; `retroactiveMonths` (at most 3) the months
 * before the request month whose difference may still be claimed, for `retroactiveAmountCents` in total.
 */
export const ZIndexationPreview = z.object({
  contractId: z.string(),
  requestDate: ZIsoDate,
  indexationDate: ZIsoDate,
  region: ZContractRegion,
  rule: ZIndexationRule,
  epcLabel: ZEpcLabel.nullable(),
  baseRentCents: ZCents,
  oldRentCents: ZCents,
  newRentCents: ZCents,
  increaseCents: ZCents,
  baseIndexMonth: ZYearMonth,
  baseIndex: z.number(),
  newIndexMonth: ZYearMonth,
  newIndex: z.number(),
  /** The base both indices come from (2013 for 2013 = 100): never a ratio across bases. */
  indexBase: z.number().int(),
  correction: ZIndexationCorrection.nullable(),
  /** From this day the new rent is due going forward (the anniversary, or the first of the request month if later). */
  newRentFrom: ZIsoDate,
  retroactiveMonths: z.number().int().min(0).max(3),
  retroactiveFromMonth: ZYearMonth.nullable(),
  retroactiveAmountCents: ZCents,
});
export type TIndexationPreview = z.infer<typeof ZIndexationPreview>;
