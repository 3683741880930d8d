import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { ContractStatus, ContractTerms, DepositType, TerminationReason } from '../domain/contract';

/**
 * A contract as stored: the terms with their deposit and guarantor as columns (the tenants are a table of their
 * own), the status and numbering, instants as Dates.
 */
export type ContractRow = Omit<ContractTerms, 'tenantIds' | 'deposit' | 'guarantor'> & {
  id: string;
  organizationId: string;
  status: ContractStatus;
  contractNumber: string;
  /** Per organization, shared by every version of one contract; the structured reference is made from it. */
  sequenceNumber: number;
  structuredReference: string;
  version: number;
  amendsContractId: string | null;
  depositType: DepositType;
  depositCents: number;
  guarantorName: string | null;
  guarantorEmail: string | null;
  terminationDate: string | null;
  terminationReason: TerminationReason | null;
  /** The day the lease was registered, when the landlord recorded it (a lease signed on paper). */
  registeredOn: string | null;
  /** The rendered lease stored as documents of type rental_agreement (documents service). */
  pdfDocumentId: string | null;
  docxDocumentId: string | null;
  sentAt: Date | null;
  signedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const ContractEntity = new EntitySchema<ContractRow>({
  name: 'Contract',
  tableName: 'contracts',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    propertyId: entityColumn.varchar(36, { name: 'property_id' }),
    type: entityColumn.varchar(24),
    region: entityColumn.varchar(16),
    status: entityColumn.varchar(16),
    contractNumber: entityColumn.varchar(40, { name: 'contract_number' }),
    sequenceNumber: entityColumn.int({ name: 'sequence_number' }),
    structuredReference: entityColumn.varchar(20, { name: 'structured_reference' }),
    version: entityColumn.int(),
    amendsContractId: entityColumn.varchar(36, { name: 'amends_contract_id', nullable: true }),
    signedOn: entityColumn.date({ name: 'signed_on' }),
    startsOn: entityColumn.date({ name: 'starts_on' }),
    durationMonths: entityColumn.int({ name: 'duration_months' }),
    endsOn: entityColumn.date({ name: 'ends_on' }),
    rentCents: entityColumn.bigint({ name: 'rent_cents' }),
    chargesCents: entityColumn.bigint({ name: 'charges_cents' }),
    chargesKind: entityColumn.varchar(16, { name: 'charges_kind' }),
    paymentFrequency: entityColumn.varchar(16, { name: 'payment_frequency' }),
    rentDueDay: entityColumn.int({ name: 'rent_due_day' }),
    depositType: entityColumn.varchar(24, { name: 'deposit_type' }),
    depositCents: entityColumn.bigint({ name: 'deposit_cents' }),
    guarantorName: entityColumn.varchar(200, { name: 'guarantor_name', nullable: true }),
    guarantorEmail: entityColumn.varchar(320, { name: 'guarantor_email', nullable: true }),
    indexBaseMonth: entityColumn.varchar(7, { name: 'index_base_month', nullable: true }),
    epcCertificateNumber: entityColumn.varchar(60, { name: 'epc_certificate_number', nullable: true }),
    terminationDate: entityColumn.date({ name: 'termination_date', nullable: true }),
    terminationReason: entityColumn.varchar(24, { name: 'termination_reason', nullable: true }),
    registeredOn: entityColumn.date({ name: 'registered_on', nullable: true }),
    language: entityColumn.varchar(2),
    pdfDocumentId: entityColumn.varchar(36, { name: 'pdf_document_id', nullable: true }),
    docxDocumentId: entityColumn.varchar(36, { name: 'docx_document_id', nullable: true }),
    sentAt: entityColumn.instant({ name: 'sent_at', nullable: true }),
    signedAt: entityColumn.instant({ name: 'signed_at', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
