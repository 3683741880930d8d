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
