import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
    id: entityColumn.id(),
    name: entityColumn.varchar(200),
    companyLogoKey: entityColumn.varchar(255, { name: 'company_logo_key', nullable: true }),
    companyLogoMimeType: entityColumn.varchar(40, { name: 'company_logo_mime_type', nullable: true }),
    companyLogoSizeBytes: entityColumn.int({ name: 'company_logo_size_bytes', nullable: true }),
    companyLogoUpdatedAt: entityColumn.instant({ name: 'company_logo_updated_at', nullable: true }),
    createdAt: entityColumn.datetime({ name: 'created_at', createDate: true }),
  },
});
