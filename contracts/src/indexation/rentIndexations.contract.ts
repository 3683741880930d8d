import { z } from 'zod';
import { ZIsoDate, ZIsoInstant, ZUuid } from '../common/primitives';
import { ZIndexationPreview } from './indexationPreview.contract';

export const ZIndexationParams = z.object({ id: ZUuid, indexationId: ZUuid });
export type TIndexationParams = z.infer<typeof ZIndexationParams>;

/** POST /api/contracts/:id/indexations: applies the indexation the preview of `date` showed (the request date). */
export const ZApplyIndexationRequest = z.object({ date: ZIsoDate });
export type TApplyIndexationRequest = z.infer<typeof ZApplyIndexationRequest>;

/** An applied indexation as it was calculated, and whether the letter went to the tenant. */
export const ZRentIndexation = ZIndexationPreview.extend({
  id: ZUuid,
  letterDocumentId: z.string().nullable(),
  letterSentAt: ZIsoInstant.nullable(),
  createdAt: ZIsoInstant,
});
export type TRentIndexation = z.infer<typeof ZRentIndexation>;

/** GET /api/contracts/:id/indexations: newest first. */
export const ZListIndexationsResponse = z.object({ items: z.array(ZRentIndexation) });
export type TListIndexationsResponse = z.infer<typeof ZListIndexationsResponse>;
