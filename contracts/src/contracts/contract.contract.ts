import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { ZCents, ZIsoDate, ZIsoInstant, ZLanguage, ZUuid } from '../common/primitives';

/**
 * Contract types in the API's English snake case (like property types); SPEC.md §3's Dutch keys are accepted as
 * input: hoofdverblijfplaats, gemeenrecht, handelshuurovereenkomst, studentenhuisvesting.
 */
export const CONTRACT_TYPES = [
  'main_residence',
  'common_law',
  'commercial_lease',
  'student_housing',
] as const;
export type TContractType = (typeof CONTRACT_TYPES)[number];
export const ZContractType = z.enum(CONTRACT_TYPES);

export const DUTCH_CONTRACT_TYPES: Record<string, TContractType> = {
  hoofdverblijfplaats: 'main_residence',
  gemeenrecht: 'common_law',
  handelshuurovereenkomst: 'commercial_lease',
  studentenhuisvesting: 'student_housing',
};

export const ZContractTypeInput = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => DUTCH_CONTRACT_TYPES[value] ?? value)
  .pipe(ZContractType);

export const CONTRACT_REGIONS = ['flanders', 'brussels', 'wallonia'] as const;
export const ZContractRegion = z.enum(CONTRACT_REGIONS);
export type TContractRegion = z.infer<typeof ZContractRegion>;

export const CONTRACT_STATUSES = ['draft', 'sent', 'signed', 'active', 'expired', 'terminated'] as const;
export const ZContractStatus = z.enum(CONTRACT_STATUSES);
export type TContractStatus = z.infer<typeof ZContractStatus>;

export const PAYMENT_FREQUENCIES = ['monthly', 'bimonthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export const ZPaymentFrequency = z.enum(PAYMENT_FREQUENCIES);
export type TPaymentFrequency = z.infer<typeof ZPaymentFrequency>;

export const ZChargesKind = z.enum(['provision', 'fixed']);
export type TChargesKind = z.infer<typeof ZChargesKind>;

export const DEPOSIT_TYPES = ['bank_transfer', 'blocked_account', 'other', 'none'] as const;
export const ZDepositType = z.enum(DEPOSIT_TYPES);
export type TDepositType = z.infer<typeof ZDepositType>;

export const TERMINATION_REASONS = [
  'tenant_moved_out',
  'breach_of_contract',
  'mutual_agreement',
  'other',
] as const;
export const ZTerminationReason = z.enum(TERMINATION_REASONS);
export type TTerminationReason = z.infer<typeof ZTerminationReason>;

/** Month the index base refers to, `YYYY-MM`. */
export const ZYearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM');

export const ZDeposit = z.object({ type: ZDepositType, amountCents: ZCents.min(0) });
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZGuarantor = z.object({
  name: z.string().trim().min(1).max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .max(320)
    .nullish()
    .transform((value) => value ?? null),
});
export type TGuarantor = z.infer<typeof ZGuarantor>;

export const ZTermination = z.object({ date: ZIsoDate, reason: ZTerminationReason });
export type TTermination = z.infer<typeof ZTermination>;

/** Something the landlord should know about the contract; it never blocks the save. */
export const ZContractWarning = z.object({
  code: z.enum(['deposit_above_legal_maximum']),
  /** The legal maximum for the region, type and signing date (rental-law.md §2). */
  maximumCents: ZCents,
  months: z.number(),
});
export type TContractWarning = z.infer<typeof ZContractWarning>;

export const MAX_TENANTS_PER_CONTRACT = 10;
export const CONTRACT_NUMBER_MAX = 40;

/** One party who signed a sent lease so far. */
export const ZContractSignedBy = z.object({ role: z.enum(['tenant', 'landlord']), name: z.string() });
export type TContractSignedBy = z.infer<typeof ZContractSignedBy>;

export const ZContract = z.object({
  id: z.string(),
  propertyId: z.string(),
  tenantIds: z.array(z.string()),
  type: ZContractType,
  region: ZContractRegion,
  status: ZContractStatus,
  contractNumber: z.string(),
  /** Belgian structured communication `+++ddd/dddd/ddddd+++`, stable across amendments. */
  structuredReference: z.string(),
  /** 1 for the original; an amendment is the next version of the same contract number. */
  version: z.number().int(),
  amendsContractId: z.string().nullable(),
  signedOn: ZIsoDate,
  startsOn: ZIsoDate,
  durationMonths: z.number().int(),
  endsOn: ZIsoDate,
  rentCents: ZCents,
  chargesCents: ZCents,
  chargesKind: ZChargesKind,
  paymentFrequency: ZPaymentFrequency,
  rentDueDay: z.number().int(),
  deposit: ZDeposit,
  guarantor: ZGuarantor.nullable(),
  indexBaseMonth: ZYearMonth.nullable(),
  epcCertificateNumber: z.string().nullable(),
  termination: ZTermination.nullable(),
  /** The language it renders in: the first tenant's. */
  language: ZLanguage,
  /** The date by which the lease must be registered (rental-law.md §4: 2 months residential, 4 otherwise); null until signed. */
  registrationDeadline: ZIsoDate.nullable(),
  /** The day it was registered, when the landlord recorded it (a lease signed on paper); absent from older clients. */
  registeredOn: ZIsoDate.nullable().optional(),
  /** The rendered lease as stored documents (type rental_agreement), once rendered. */
  pdfDocumentId: z.string().nullable(),
  docxDocumentId: z.string().nullable(),
  warnings: z.array(ZContractWarning),
  sentAt: ZIsoInstant.nullable(),
  signedAt: ZIsoInstant.nullable(),
  /**
   * Who signed a `sent` lease so far, on GET /api/contracts[/:id] (absent elsewhere). A sent lease that some parties
   * signed reads "partly signed": a view of the status, which stays `sent` (API.md's vocabulary).
   */
  signedBy: z.array(ZContractSignedBy).optional(),
  createdAt: ZIsoInstant,
  updatedAt: ZIsoInstant,
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractParams = z.object({ id: ZUuid });
export type TContractParams = z.infer<typeof ZContractParams>;

export const ZListContractsQuery = ZPageQuery.extend({
  propertyId: ZUuid.optional(),
  tenantId: ZUuid.optional(),
  status: ZContractStatus.optional(),
});
export type TListContractsQuery = z.infer<typeof ZListContractsQuery>;

export const ZListContractsResponse = zListResponse(ZContract);
export type TListContractsResponse = z.infer<typeof ZListContractsResponse>;
