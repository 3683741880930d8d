import { z } from 'zod';
import { ZIsoDate, ZIsoInstant, ZUuid } from '../common/primitives';
import { ZIndexationPreview } from './indexationPreview.contract';

export const ZIndexationParams = z.object({ id: ZUuid, indexationId: ZUuid });
export type TIndexationParams = z.infer<typeof ZIndexationParams>;

/** POST /api/contracts/:id/indexations: applies the indexation the preview of `date` showed (the request date). */
export const ZApplyIndexationRequest = z.object({ date: ZIsoDate });
export type TApplyIndexationRequest = z.infer<typeof ZApplyIndexationRequest>;

/** What every indexation of the history has: its id and whether the letter went to the tenant. */
const ZIndexationRecord = z.object({
  id: ZUuid,
  letterDocumentId: z.string().nullable(),
  letterSentAt: ZIsoInstant.nullable(),
  createdAt: ZIsoInstant,
});

/** An indexation applied in the product (`kind: 'computed'`), as it was calculated. */
export const ZComputedRentIndexation = ZIndexationPreview.extend({
  ...ZIndexationRecord.shape,
  kind: z.literal('computed'),
});
export type TComputedRentIndexation = z.infer<typeof ZComputedRentIndexation>;

/**
 * A past rent revision recorded with a lease signed on paper (`kind: 'recorded'`): its day (`indexationDate`, also
 * `newRentFrom`) and the rents before and after, without a rule or index figures.
 */
export const ZRecordedRentIndexation = ZIndexationPreview.pick({
  contractId: true,
  requestDate: true,
  indexationDate: true,
  region: true,
  baseRentCents: true,
  oldRentCents: true,
  newRentCents: true,
  increaseCents: true,
  newRentFrom: true,
}).extend({ ...ZIndexationRecord.shape, kind: z.literal('recorded') });
export type TRecordedRentIndexation = z.infer<typeof ZRecordedRentIndexation>;

/** One indexation of a lease's history: computed by the rules, or recorded as it was made before. */
export const ZRentIndexation = z.discriminatedUnion('kind', [
  ZComputedRentIndexation,
  ZRecordedRentIndexation,
]);
export type TRentIndexation = z.infer<typeof ZRentIndexation>;

/** GET /api/contracts/:id/indexations: newest first. */
export const ZListIndexationsResponse = z.object({ items: z.array(ZRentIndexation) });
export type TListIndexationsResponse = z.infer<typeof ZListIndexationsResponse>;
