import type { Language } from '@immodesk/platform/domain/language';
import type { PageQuery } from '@immodesk/platform/domain/page';

/** SPEC.md §3 contract types (hoofdverblijfplaats, gemeenrecht, handelshuurovereenkomst, studentenhuisvesting). */
export type ContractType = 'main_residence' | 'common_law' | 'commercial_lease' | 'student_housing';
export type Region = 'flanders' | 'brussels' | 'wallonia';
/** SPEC.md §4 plus `sent` (share link made and mailed); see contractLifecycle.ts for the moves between them. */
export type ContractStatus = 'draft' | 'sent' | 'signed' | 'active' | 'expired' | 'terminated';
export type PaymentFrequency = 'monthly' | 'bimonthly' | 'quarterly' | 'half_yearly' | 'yearly';
export type ChargesKind = 'provision' | 'fixed';
export type DepositType = 'bank_transfer' | 'blocked_account' | 'other' | 'none';
export type TerminationReason = 'tenant_moved_out' | 'breach_of_contract' | 'mutual_agreement' | 'other';

export type Deposit = { type: DepositType; amountCents: number };
export type Guarantor = { name: string; email: string | null };
export type Termination = { date: string; reason: TerminationReason };

export type ContractWarning = { code: 'deposit_above_legal_maximum'; maximumCents: number; months: number };

/** The content of a lease: what the parties sign, frozen once signed. */
export type ContractTerms = {
  propertyId: string;
  tenantIds: string[];
  type: ContractType;
  region: Region;
  signedOn: string;
  startsOn: string;
  durationMonths: number;
  endsOn: string;
  rentCents: number;
  chargesCents: number;
  chargesKind: ChargesKind;
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
  deposit: Deposit;
  guarantor: Guarantor | null;
  indexBaseMonth: string | null;
  epcCertificateNumber: string | null;
  /** The first tenant's language: the contract renders in it. */
  language: Language;
};

/** A contract; instants are ISO 8601 UTC strings, dates `YYYY-MM-DD`. */
export type Contract = ContractTerms & {
  id: string;
  status: ContractStatus;
  contractNumber: string;
  structuredReference: string;
  version: number;
  amendsContractId: string | null;
  termination: Termination | null;
  registrationDeadline: string | null;
  /** The day the lease was registered, when recorded (a lease signed on paper). */
  registeredOn?: string | null;
  pdfDocumentId: string | null;
  docxDocumentId: string | null;
  warnings: ContractWarning[];
  sentAt: string | null;
  signedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * A new contract as the BFF hands it over: ids already checked to be the organization's, `propertyPostalCode`
 * for deriving the region, the first tenant's language. Absent fields get their defaults.
 */
export type NewContract = Omit<
  ContractTerms,
  'region' | 'endsOn' | 'deposit' | 'guarantor' | 'indexBaseMonth' | 'epcCertificateNumber'
> & {
  region?: Region | null;
  endsOn?: string | null;
  deposit?: Deposit | null;
  guarantor?: Guarantor | null;
  indexBaseMonth?: string | null;
  epcCertificateNumber?: string | null;
  contractNumber?: string | null;
  propertyPostalCode: string;
};

/** An edit of a draft: the fields given change. */
export type ContractChanges = Partial<Omit<NewContract, 'propertyPostalCode'>> & {
  propertyPostalCode?: string;
};

export type ContractListQuery = PageQuery & {
  propertyId?: string;
  tenantId?: string;
  status?: ContractStatus;
};

/** A status change the date job made, so the BFF can follow up (a property's occupancy). */
/** The two renderings of a lease. */
export type ContractDocumentFormat = 'pdf' | 'docx';

export type DatedTransition = {
  organizationId: string;
  contractId: string;
  propertyId: string;
  status: ContractStatus;
};
