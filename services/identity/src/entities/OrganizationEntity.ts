import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

export type OrganizationRow = {
  id: string;
  name: string;
  companyLogoKey: string | null;
  companyLogoMimeType: string | null;
  companyLogoSizeBytes: number | null;
  companyLogoUpdatedAt: Date | null;
  createdAt: Date;
};

/**
 * The tenancy key: a landlord's account. Every other table carries its id. The plan belongs to services/billing;
 * the old `plan_type` / `plan_status` columns (copied by billing's first migration) are no longer read.
 */
export const OrganizationEntity = new EntitySchema<OrganizationRow>({
  name: 'Organization',
  tableName: 'organizations',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    name: { type: 'varchar', length: 200 },
    companyLogoKey: { name: 'company_logo_key', type: 'varchar', length: 255, nullable: true },
    companyLogoMimeType: { name: 'company_logo_mime_type', type: 'varchar', length: 40, nullable: true },
    companyLogoSizeBytes: { name: 'company_logo_size_bytes', type: 'int', nullable: true },
    companyLogoUpdatedAt: {
      name: 'company_logo_updated_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
