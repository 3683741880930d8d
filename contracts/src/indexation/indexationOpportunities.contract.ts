import { z } from 'zod';
import { ZCents, ZIsoDate, ZUuid } from '../common/primitives';
import { ZIndexationRule } from './indexationPreview.contract';

/** One active lease that can be indexed today, with what it brings. */
export const ZIndexationOpportunity = z.object({
  contractId: ZUuid,
  contractNumber: z.string(),
  propertyId: ZUuid,
  tenantIds: z.array(ZUuid),
  indexationDate: ZIsoDate,
  rule: ZIndexationRule,
  oldRentCents: ZCents,
  newRentCents: ZCents,
  increaseCents: ZCents,
  retroactiveMonths: z.number().int().min(0).max(3),
  retroactiveAmountCents: ZCents,
});
export type TIndexationOpportunity = z.infer<typeof ZIndexationOpportunity>;

/**
 * GET /api/indexation/opportunities: the organization's active leases that can be indexed today with an increase,
 * largest increase first; `activeContracts` is what a percentage is taken of.
 */
export const ZIndexationOpportunitiesResponse = z.object({
  items: z.array(ZIndexationOpportunity),
  activeContracts: z.number().int().min(0),
});
export type TIndexationOpportunitiesResponse = z.infer<typeof ZIndexationOpportunitiesResponse>;
