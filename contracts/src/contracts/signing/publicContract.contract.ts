import { z } from 'zod';
import { ZIsoInstant, ZLanguage } from '../../common/primitives';
import { endpoint } from '../../common/endpoint';

export const ZShareTokenParams = z.object({ shareToken: z.string().min(20).max(100) });
export type TShareTokenParams = z.infer<typeof ZShareTokenParams>;

export const ZSigner = z.object({
  role: z.enum(['tenant', 'landlord']),
  name: z.string(),
  signedAt: ZIsoInstant.nullable(),
});
export type TSigner = z.infer<typeof ZSigner>;

/** One block of the rendered lease, as text (the page renders it; nothing in it is markup). */
export const ZContractBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), level: z.union([z.literal(1), z.literal(2)]), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
]);
export type TContractBlock = z.infer<typeof ZContractBlock>;

/**
 * GET /api/public/contracts/:shareToken: the contract as the tenant sees it, in their language: the same rendered
 * lease as its PDF, block by block.
 */
export const ZPublicContractResponse = z.object({
  contractNumber: z.string(),
  title: z.string(),
  language: ZLanguage,
  status: z.string(),
  landlordName: z.string(),
  blocks: z.array(ZContractBlock),
  signers: z.array(ZSigner),
  isFullySigned: z.boolean(),
  /** SHA-256 of the lease as sent (the text every signature covers); null for a draft shown before sending. */
  documentSha256: z.string().nullable(),
});
export type TPublicContractResponse = z.infer<typeof ZPublicContractResponse>;

/** POST /api/public/contracts/:shareToken/code: the tenant confirms name and e-mail; a one-time code goes to that e-mail. */
export const ZRequestSigningCodeRequest = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().email().max(320),
});
export type TRequestSigningCodeRequest = z.infer<typeof ZRequestSigningCodeRequest>;

/** POST /api/public/contracts/:shareToken/verify → a signing token (valid 30 minutes, one signature). */
export const ZVerifySigningCodeRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type TVerifySigningCodeRequest = z.infer<typeof ZVerifySigningCodeRequest>;

export const ZVerifySigningCodeResponse = z.object({ signingToken: z.string() });
export type TVerifySigningCodeResponse = z.infer<typeof ZVerifySigningCodeResponse>;

/**
 * POST /api/public/contracts/:shareToken/sign: multipart — `signingToken` and the signature (ZSignatureFields,
 * with a `file` part for a drawn or uploaded one).
 */
export const SIGNING_TOKEN_FIELD = 'signingToken';

export const ZSignPublicContractResponse = z.object({
  isFullySigned: z.boolean(),
  signers: z.array(ZSigner),
});
export type TSignPublicContractResponse = z.infer<typeof ZSignPublicContractResponse>;

export const publicContractEndpoint = endpoint({
  path: '/api/public/contracts/:shareToken',
  params: ZShareTokenParams,
  response: ZPublicContractResponse,
});

export const requestSigningCodeEndpoint = endpoint({
  path: '/api/public/contracts/:shareToken/code',
  params: ZShareTokenParams,
  body: ZRequestSigningCodeRequest,
  status: 204,
});

export const verifySigningCodeEndpoint = endpoint({
  path: '/api/public/contracts/:shareToken/verify',
  params: ZShareTokenParams,
  body: ZVerifySigningCodeRequest,
  response: ZVerifySigningCodeResponse,
});

export const signPublicContractEndpoint = endpoint({
  path: '/api/public/contracts/:shareToken/sign',
  params: ZShareTokenParams,
  response: ZSignPublicContractResponse,
});
