import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Tenant, TenantPlanLimit } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { assertWithinTenantPlan } from './assertWithinTenantPlan';
import { tenantRow, type GivenTenant } from './createTenant';
import { toTenant } from './toTenant';

export type CreateTenantsInput = { tenants: GivenTenant[] } & TenantPlanLimit;

/**
 * Many new tenants at once (the rent-roll import), all or none: each passes the rules of a single create
 * (`tenantRow`), the plan is checked once for the active ones, and the rows go in a few statements in one
 * transaction under the organization's lock. Answers the tenants in the order given.
 */
export async function createTenants(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: CreateTenantsInput,
): Promise<Tenant[]> {
  const now = clock.now();
  const rows = input.tenants.map((tenant) => tenantRow(context, tenant, now));
  if (rows.length === 0) return [];
  const adding = rows.filter((row) => row.status === 'active').length;
  const stored = await underOrganizationLock(
    dataSource,
    context.organizationId,
    'tenants',
    async (manager) => {
      const repository = tenantRepository(manager);
      if (adding > 0) await assertWithinTenantPlan(repository, context, input.planMaxTenants, adding);
      return repository.insertMany(rows);
    },
  );
  return stored.map(toTenant);
}
