import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { ZContract, ZContractParams, ZTermination } from './contract.contract';

/** POST /api/contracts/:id/terminate: an active (or signed) contract ends on `date` for `reason`. */
export const ZTerminateContractRequest = ZTermination;
export type TTerminateContractRequest = z.infer<typeof ZTerminateContractRequest>;

/** POST /api/contracts/:id/amendments: a new draft version of a signed or active contract, same number and reference. */
export const ZAmendContractResponse = ZContract;
export type TAmendContractResponse = z.infer<typeof ZAmendContractResponse>;

export const ZContractTransitionResponse = ZContract;
export type TContractTransitionResponse = z.infer<typeof ZContractTransitionResponse>;

/**
 * POST /api/contracts/:id/withdraw (issue 26): a sent lease goes back to draft; the signatures given so far are voided,
 * its share links stop and the audit trail records it. 409 unless the contract is sent.
 */
export const withdrawContractEndpoint = endpoint({
  path: '/api/contracts/:id/withdraw',
  params: ZContractParams,
  response: ZContract,
});
