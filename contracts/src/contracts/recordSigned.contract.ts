import { z } from 'zod';
import { ZIsoDate, ZPositiveCents, ZUuid } from '../common/primitives';
import { ZContract } from './contract.contract';

/** A past rent revision of a lease brought in: the rent paid from `indexedOn` on. */
export const ZRecordedIndexation = z.object({
  indexedOn: ZIsoDate,
  newRentCents: ZPositiveCents,
});
export type TRecordedIndexation = z.infer<typeof ZRecordedIndexation>;

/**
 * POST /api/contracts/:id/record-signed (API.md, third round): a draft the parties signed on paper, outside the
 * product. `signedOn` becomes the lease's signing day; `registeredOn` records its registration; `paidThrough`
 * settles every item due up to that day as an opening balance; `documentId` is the scanned signed lease (a
 * `rental_agreement` document of the organization); `indexations` are past rent revisions.
 */
export const ZRecordSignedRequest = z.object({
  signedOn: ZIsoDate,
  registeredOn: ZIsoDate.optional(),
  paidThrough: ZIsoDate.optional(),
  documentId: ZUuid.optional(),
  indexations: z.array(ZRecordedIndexation).max(50).optional(),
});
export type TRecordSignedRequest = z.infer<typeof ZRecordSignedRequest>;

/** The contract, its status from its dates (signed before its start, active, expired after its end). */
export const ZRecordSignedResponse = ZContract;
export type TRecordSignedResponse = z.infer<typeof ZRecordSignedResponse>;
