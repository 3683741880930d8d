import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { ContractSignature, SignatureImageType } from '../domain/signing';

export type ContractSignatureRow = ContractSignature & {
  organizationId: string;
  /** `<organizationId>/signatures/<id>` for a drawn or uploaded signature; null for a typed one. */
  imageKey: string | null;
  imageType: SignatureImageType | null;
};

export const ContractSignatureEntity = new EntitySchema<ContractSignatureRow>({
  name: 'ContractSignature',
  tableName: 'contract_signatures',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    role: { type: 'varchar', length: 16 },
    tenantId: { name: 'tenant_id', type: 'varchar', length: 36, nullable: true },
    name: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254 },
    method: { type: 'varchar', length: 16 },
    typedName: { name: 'typed_name', type: 'varchar', length: 100, nullable: true },
    imageKey: { name: 'image_key', type: 'varchar', length: 200, nullable: true },
    imageType: { name: 'image_type', type: 'varchar', length: 32, nullable: true },
    signedAt: { name: 'signed_at', type: 'datetime', precision: 3, transformer: instantColumn },
    ipAddress: { name: 'ip_address', type: 'varchar', length: 64 },
    userAgent: { name: 'user_agent', type: 'varchar', length: 500 },
    codeVerifiedAt: {
      name: 'code_verified_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
  },
});
