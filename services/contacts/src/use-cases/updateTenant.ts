import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { contactSortName, tenantNameProblems } from '../domain/contactNames';
import type { Tenant, TenantChanges, TenantPlanLimit } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { assertWithinTenantPlan } from './assertWithinTenantPlan';
import { toTenant } from './toTenant';

export type UpdateTenantInput = { id: string; changes: TenantChanges } & TenantPlanLimit;

/** Edits, deactivates or reactivates a tenant; reactivating counts against the plan. Another organization's: `not_found`. */
export async function updateTenant(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: UpdateTenantInput,
): Promise<Tenant> {
  const repository = tenantRepository(dataSource);
  const row = await repository.findById(context.organizationId, input.id);
  if (!row) throw AppError.notFound('tenant');
  const defined = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as TenantChanges;
  const next = { ...row, ...defined };
  const names = { firstName: next.firstName, lastName: next.lastName, companyName: next.companyName };
  const problems = tenantNameProblems(next.entityType, names);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const changed = { ...next, sortName: contactSortName(next.entityType, names), updatedAt: clock.now() };
  if (row.status !== 'inactive' || next.status !== 'active') return toTenant(await repository.save(changed));
  // Reactivating takes a place of the plan: counted and saved under the organization's lock, as a create.
  return toTenant(
    await underOrganizationLock(dataSource, context.organizationId, 'tenants', async (manager) => {
      const locked = tenantRepository(manager);
      await assertWithinTenantPlan(locked, context, input.planMaxTenants);
      return locked.save(changed);
    }),
  );
}
