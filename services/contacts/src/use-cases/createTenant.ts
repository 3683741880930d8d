import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { contactSortName, tenantNameProblems } from '../domain/contactNames';
import type { NewTenant, Tenant, TenantPlanLimit } from '../domain/tenant';
import type { TenantRow } from '../entities/TenantEntity';
import { tenantRepository } from '../repositories/tenantRepository';
import { assertWithinTenantPlan } from './assertWithinTenantPlan';
import { toTenant } from './toTenant';

/** The identity fields a lease needs (issue 31), which a new tenant may leave out. */
export type IdentityField =
  | 'street'
  | 'houseNumber'
  | 'bus'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'birthDate'
  | 'birthPlace'
  | 'nationalRegisterNumber';

/** A new tenant as given: the identity a lease needs (issue 31) may come later, so those fields may be left out. */
export type GivenTenant = Omit<NewTenant, IdentityField> & Partial<Pick<NewTenant, IdentityField>>;

export type CreateTenantInput = GivenTenant & TenantPlanLimit;

/**
 * Adds a tenant within the plan. `propertyId` refers to the properties service; the BFF checks it belongs to the
 * organization before calling (services own their tables, so there is no foreign key).
 */
export async function createTenant(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: CreateTenantInput,
): Promise<Tenant> {
  const row = tenantRow(context, input, clock.now());
  if (input.status !== 'active') return toTenant(await tenantRepository(dataSource).insert(row));
  return toTenant(
    await underOrganizationLock(dataSource, context.organizationId, 'tenants', async (manager) => {
      const repository = tenantRepository(manager);
      await assertWithinTenantPlan(repository, context, input.planMaxTenants);
      return repository.insert(row);
    }),
  );
}

/** The rules every new tenant passes (one create or a batch), and its stored row: a person's or a company's name. */
export function tenantRow(context: RequestContext, input: GivenTenant, now: Date): Omit<TenantRow, 'id'> {
  const names = {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    companyName: input.companyName ?? null,
  };
  const problems = tenantNameProblems(input.entityType, names);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return {
    organizationId: context.organizationId,
    entityType: input.entityType,
    ...names,
    vatNumber: input.vatNumber ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    language: input.language,
    status: input.status,
    propertyId: input.propertyId ?? null,
    notes: input.notes ?? null,
    street: input.street ?? null,
    houseNumber: input.houseNumber ?? null,
    bus: input.bus ?? null,
    postalCode: input.postalCode ?? null,
    city: input.city ?? null,
    country: input.country ?? (input.street ? 'BE' : null),
    birthDate: input.birthDate ?? null,
    birthPlace: input.birthPlace ?? null,
    nationalRegisterNumber: input.nationalRegisterNumber ?? null,
    sortName: contactSortName(input.entityType, names),
    createdAt: now,
    updatedAt: now,
  };
}
