import { z } from 'zod';
import { ZLanguage } from '../common/primitives';
import { ZContractRegion, ZContractTypeInput, ZContractType } from './contract.contract';

export const CONTRACT_TEMPLATE_MAX = 100_000;

export const ZContractTemplate = z.object({
  type: ZContractType,
  language: ZLanguage,
  /** Main-residence leases have one per region; the other types have one for every region (null). */
  region: ZContractRegion.nullable(),
  content: z.string(),
  /** False while it is the built-in default. */
  isCustomized: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

export const ZContractTemplateTypeParams = z.object({ type: ZContractTypeInput });
export type TContractTemplateTypeParams = z.infer<typeof ZContractTemplateTypeParams>;

export const ZListContractTemplatesResponse = z.object({
  items: z.array(ZContractTemplate),
  placeholders: z.array(z.string()),
});
export type TListContractTemplatesResponse = z.infer<typeof ZListContractTemplatesResponse>;

/** PUT /api/contract-templates/:type (Basic and up; Free: 403 `plan_required`). */
export const ZPutContractTemplateRequest = z.object({
  language: ZLanguage,
  region: ZContractRegion.nullish().transform((value) => value ?? null),
  content: z.string().trim().min(1).max(CONTRACT_TEMPLATE_MAX),
  /** Issue 26: saving a text that alters a lease sent for signing voids its signatures; without this, 409 first. */
  confirmVoidSignatures: z.boolean().optional(),
});
export type TPutContractTemplateRequest = z.infer<typeof ZPutContractTemplateRequest>;

/** POST /api/contract-templates/:type/reset: back to the built-in text. */
export const ZResetContractTemplateRequest = ZPutContractTemplateRequest.omit({ content: true });
export type TResetContractTemplateRequest = z.infer<typeof ZResetContractTemplateRequest>;

export const ZContractTemplateResponse = ZContractTemplate;
export type TContractTemplateResponse = z.infer<typeof ZContractTemplateResponse>;
