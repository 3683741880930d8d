import { z } from 'zod';
import { ZContract, ZTermination } from './contract.contract';

/** POST /api/contracts/:id/terminate: an active (or signed) contract ends on `date` for `reason`. */
export const ZTerminateContractRequest = ZTermination;
export type TTerminateContractRequest = z.infer<typeof ZTerminateContractRequest>;

/** POST /api/contracts/:id/amendments: a new draft version of a signed or active contract, same number and reference. */
export const ZAmendContractResponse = ZContract;
export type TAmendContractResponse = z.infer<typeof ZAmendContractResponse>;

export const ZContractTransitionResponse = ZContract;
export type TContractTransitionResponse = z.infer<typeof ZContractTransitionResponse>;
