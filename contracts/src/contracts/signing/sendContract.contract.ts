import { z } from 'zod';
import { ZContract } from '../contract.contract';
import { endpoint } from '../../common/endpoint';
import { ZContractIdParams } from './shareContract.contract';

/** POST /api/contracts/:id/send: mails a share link to the tenant in their language and moves the contract to `sent`. All required (SPEC.md §5). */
export const ZSendContractRequest = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  email: z.string().trim().toLowerCase().email().max(320),
});
export type TSendContractRequest = z.infer<typeof ZSendContractRequest>;

export const ZSendContractResponse = ZContract;
export type TSendContractResponse = z.infer<typeof ZSendContractResponse>;

export const sendContractEndpoint = endpoint({
  path: '/api/contracts/:id/send',
  params: ZContractIdParams,
  body: ZSendContractRequest,
  response: ZSendContractResponse,
});

/**
 * Issue 31: one piece of data the lease needs before it is sent, in a 422 `business_rule` answer's
 * `details.missing`: the landlord's profile, one of the contract's tenants, the contract or its property.
 */
export const ZLeaseMissingField = z.discriminatedUnion('party', [
  z.object({ party: z.literal('landlord'), field: z.enum(['address', 'birthDate']) }),
  z.object({
    party: z.literal('tenant'),
    tenantId: z.string(),
    name: z.string(),
    field: z.enum(['address', 'birthDate', 'birthPlace', 'enterpriseNumber']),
  }),
  z.object({ party: z.literal('contract'), field: z.literal('epcCertificateNumber') }),
  z.object({ party: z.literal('property'), field: z.literal('epcLabel') }),
]);
export type TLeaseMissingField = z.infer<typeof ZLeaseMissingField>;

/** The `details` of send's 422 when the lease is incomplete. */
export const ZSendContractIncompleteDetails = z.object({ missing: z.array(ZLeaseMissingField) });
