import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { PlanStatus, PlanType } from '../domain/plan';

export type OrganizationRow = {
  id: string;
  name: string;
  planType: PlanType;
  planStatus: PlanStatus;
  createdAt: Date;
};

/** The tenancy key: a landlord's account. Every other table carries its id. */
export const OrganizationEntity = new EntitySchema<OrganizationRow>({
  name: 'Organization',
  tableName: 'organizations',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    name: { type: 'varchar', length: 200 },
    planType: { name: 'plan_type', type: 'varchar', length: 20, default: 'free' },
    planStatus: { name: 'plan_status', type: 'varchar', length: 20, default: 'active' },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
