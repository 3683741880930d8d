import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { ContractSignature, SignatureImageType } from '../domain/signing';

export type ContractSignatureRow = ContractSignature & {
  organizationId: string;
  /** `<organizationId>/signatures/<id>` for a drawn or uploaded signature; null for a typed one. */
  imageKey: string | null;
  imageType: SignatureImageType | null;
  /** When a change of the lease after sending voided it (the signer saw another text); it stays as evidence. */
  voidedAt: Date | null;
};

export const ContractSignatureEntity = new EntitySchema<ContractSignatureRow>({
  name: 'ContractSignature',
  tableName: 'contract_signatures',
  columns: {
    id: entityColumn.varchar(36, { primary: true }),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    role: entityColumn.varchar(16),
    tenantId: entityColumn.varchar(36, { name: 'tenant_id', nullable: true }),
    name: entityColumn.varchar(200),
    email: entityColumn.varchar(254),
    method: entityColumn.varchar(16),
    typedName: entityColumn.varchar(100, { name: 'typed_name', nullable: true }),
    imageKey: entityColumn.varchar(200, { name: 'image_key', nullable: true }),
    imageType: entityColumn.varchar(32, { name: 'image_type', nullable: true }),
    signedAt: entityColumn.instant({ name: 'signed_at' }),
    ipAddress: entityColumn.varchar(64, { name: 'ip_address' }),
    userAgent: entityColumn.varchar(500, { name: 'user_agent' }),
    codeVerifiedAt: entityColumn.instant({ name: 'code_verified_at', nullable: true }),
    leaseSha256: entityColumn.varchar(64, { name: 'lease_sha256', nullable: true }),
    voidedAt: entityColumn.instant({ name: 'voided_at', nullable: true }),
  },
});
