import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZCreateContractorRequest } from './createContractor.contract';
import { ZContractor } from './listContractors.contract';

/** PATCH /api/contractors/:id: any field of the create body; a field left out keeps its value, an empty one clears it. */
export const ZUpdateContractorRequest = requireAChange(
  ZCreateContractorRequest.partial().extend({
    // partial() would keep the create default and silently reactivate a contractor on every PATCH.
    isActive: z.boolean().optional(),
  }),
);
export type TUpdateContractorRequest = z.infer<typeof ZUpdateContractorRequest>;

export const ZUpdateContractorResponse = ZContractor;
export type TUpdateContractorResponse = z.infer<typeof ZUpdateContractorResponse>;
