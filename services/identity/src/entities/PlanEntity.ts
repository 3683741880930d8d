import { EntitySchema } from 'typeorm';
import type { PlanType } from '../domain/plan';

export type PlanRow = {
  planType: PlanType;
  /** -1 means unlimited. */
  maxProperties: number;
  /** -1 means unlimited. */
  maxTenants: number;
  sortOrder: number;
};

/** Reference data shared by every organization (no organization_id): the limits of each plan. */
export const PlanEntity = new EntitySchema<PlanRow>({
  name: 'Plan',
  tableName: 'plans',
  columns: {
    planType: { name: 'plan_type', type: 'varchar', length: 20, primary: true },
    maxProperties: { name: 'max_properties', type: 'int' },
    maxTenants: { name: 'max_tenants', type: 'int' },
    sortOrder: { name: 'sort_order', type: 'int' },
  },
});
