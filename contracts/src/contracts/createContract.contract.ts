import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZCents, ZIsoDate, ZUuid } from '../common/primitives';
import {
  CONTRACT_NUMBER_MAX,
  MAX_TENANTS_PER_CONTRACT,
  ZChargesKind,
  ZContract,
  ZContractRegion,
  ZContractTypeInput,
  ZDeposit,
  ZGuarantor,
  ZPaymentFrequency,
  ZYearMonth,
} from './contract.contract';

/**
 * Contract body of API.md ("Core bodies → Contract") plus `chargesKind`, `contractNumber` (made when absent),
 * `indexBaseMonth` and `epcCertificateNumber`. `region` is derived from the property's postal code when absent;
 * `endsOn` from `startsOn` + `durationMonths`. `rentCents` is the monthly rent.
 */
export const ZCreateContractRequest = z.object({
  propertyId: ZUuid,
  tenantIds: z.array(ZUuid).min(1).max(MAX_TENANTS_PER_CONTRACT),
  type: ZContractTypeInput,
  region: ZContractRegion.nullish(),
  signedOn: ZIsoDate,
  startsOn: ZIsoDate,
  durationMonths: z.number().int().min(1).max(1200),
  endsOn: ZIsoDate.nullish(),
  rentCents: ZCents.min(1),
  chargesCents: ZCents.min(0).default(0),
  chargesKind: ZChargesKind.default('provision'),
  paymentFrequency: ZPaymentFrequency,
  rentDueDay: z.number().int().min(1).max(28).default(1),
  deposit: ZDeposit.nullish(),
  guarantor: ZGuarantor.nullish(),
  contractNumber: z.string().trim().min(1).max(CONTRACT_NUMBER_MAX).nullish(),
  indexBaseMonth: ZYearMonth.nullish(),
  epcCertificateNumber: z.string().trim().max(60).nullish(),
});
export type TCreateContractRequest = z.infer<typeof ZCreateContractRequest>;

export const ZCreateContractResponse = ZContract;
export type TCreateContractResponse = z.infer<typeof ZCreateContractResponse>;

/** PATCH: any field of the create body; only a draft changes (a signed contract's content is frozen: 409). */
export const ZUpdateContractRequest = requireAChange(
  ZCreateContractRequest.partial().extend({
    // Partial would keep the create defaults; a left-out field must keep its stored value instead.
    chargesCents: ZCents.min(0).optional(),
    chargesKind: ZChargesKind.optional(),
    rentDueDay: z.number().int().min(1).max(28).optional(),
    /** Issue 26: changing a lease sent for signing voids its signatures and needs a new send; without this, 409 first. */
    confirmVoidSignatures: z.boolean().optional(),
  }),
  ['confirmVoidSignatures'],
);
export type TUpdateContractRequest = z.infer<typeof ZUpdateContractRequest>;

export const ZUpdateContractResponse = ZContract;
export type TUpdateContractResponse = z.infer<typeof ZUpdateContractResponse>;
