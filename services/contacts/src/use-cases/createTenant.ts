import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { contactSortName, tenantNameProblems } from '../domain/contactNames';
import type { NewTenant, Tenant } from '../domain/tenant';
import { tenantRepository } from '../repositories/tenantRepository';
import { toTenant } from './toTenant';

/**
 * Adds a tenant. `propertyId` refers to the properties service and is stored as given: lists are always scoped
 * by organization, so a foreign id can never reveal another organization's data.
 */
export async function createTenant(dataSource: DataSource, clock: Clock, context: RequestContext, input: NewTenant): Promise<Tenant> {
  const names = { firstName: input.firstName ?? null, lastName: input.lastName ?? null, companyName: input.companyName ?? null };
  const problems = tenantNameProblems(input.entityType, names);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const row = await tenantRepository(dataSource).insert({
    organizationId: context.organizationId,
    entityType: input.entityType,
    ...names,
    vatNumber: input.vatNumber ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    language: input.language,
    status: input.status,
    propertyId: input.propertyId ?? null,
    sortName: contactSortName(input.entityType, names),
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  return toTenant(row);
}
