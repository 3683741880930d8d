import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
import type {
  ChargesKind,
  ContractStatus,
  ContractType,
  DepositType,
  PaymentFrequency,
  Region,
  TerminationReason,
} from '../domain/contract';
import type { Language } from '@immodesk/platform/domain/language';

export type ContractRow = {
  id: string;
  organizationId: string;
  propertyId: string;
  type: ContractType;
  region: Region;
  status: ContractStatus;
  contractNumber: string;
  /** Per organization, shared by every version of one contract; the structured reference is made from it. */
  sequenceNumber: number;
  structuredReference: string;
  version: number;
  amendsContractId: string | null;
  signedOn: string;
  startsOn: string;
  durationMonths: number;
  endsOn: string;
  rentCents: number;
  chargesCents: number;
  chargesKind: ChargesKind;
  paymentFrequency: PaymentFrequency;
  rentDueDay: number;
  depositType: DepositType;
  depositCents: number;
  guarantorName: string | null;
  guarantorEmail: string | null;
  indexBaseMonth: string | null;
  epcCertificateNumber: string | null;
  terminationDate: string | null;
  terminationReason: TerminationReason | null;
  language: Language;
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    propertyId: { name: 'property_id', type: 'varchar', length: 36 },
    type: { type: 'varchar', length: 24 },
    region: { type: 'varchar', length: 16 },
    status: { type: 'varchar', length: 16 },
    contractNumber: { name: 'contract_number', type: 'varchar', length: 40 },
    sequenceNumber: { name: 'sequence_number', type: 'int' },
    structuredReference: { name: 'structured_reference', type: 'varchar', length: 20 },
    version: { type: 'int' },
    amendsContractId: { name: 'amends_contract_id', type: 'varchar', length: 36, nullable: true },
    signedOn: { name: 'signed_on', type: 'date' },
    startsOn: { name: 'starts_on', type: 'date' },
    durationMonths: { name: 'duration_months', type: 'int' },
    endsOn: { name: 'ends_on', type: 'date' },
    rentCents: { name: 'rent_cents', type: 'bigint', transformer: bigintAsNumber },
    chargesCents: { name: 'charges_cents', type: 'bigint', transformer: bigintAsNumber },
    chargesKind: { name: 'charges_kind', type: 'varchar', length: 16 },
    paymentFrequency: { name: 'payment_frequency', type: 'varchar', length: 16 },
    rentDueDay: { name: 'rent_due_day', type: 'int' },
    depositType: { name: 'deposit_type', type: 'varchar', length: 24 },
    depositCents: { name: 'deposit_cents', type: 'bigint', transformer: bigintAsNumber },
    guarantorName: { name: 'guarantor_name', type: 'varchar', length: 200, nullable: true },
    guarantorEmail: { name: 'guarantor_email', type: 'varchar', length: 320, nullable: true },
    indexBaseMonth: { name: 'index_base_month', type: 'varchar', length: 7, nullable: true },
    epcCertificateNumber: { name: 'epc_certificate_number', type: 'varchar', length: 60, nullable: true },
    terminationDate: { name: 'termination_date', type: 'date', nullable: true },
    terminationReason: { name: 'termination_reason', type: 'varchar', length: 24, nullable: true },
    language: { type: 'varchar', length: 2 },
    pdfDocumentId: { name: 'pdf_document_id', type: 'varchar', length: 36, nullable: true },
    docxDocumentId: { name: 'docx_document_id', type: 'varchar', length: 36, nullable: true },
    sentAt: { name: 'sent_at', type: 'datetime', precision: 3, nullable: true, transformer: instantColumn },
    signedAt: {
      name: 'signed_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
