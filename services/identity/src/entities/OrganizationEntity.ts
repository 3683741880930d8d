import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

export type OrganizationRow = {
  id: string;
  name: string;
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
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
