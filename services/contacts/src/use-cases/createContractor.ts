import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { contactSortName, contractorNameProblems } from '../domain/contactNames';
import type { Contractor, NewContractor } from '../domain/contractor';
import { contractorRepository } from '../repositories/contractorRepository';
import { toContractor } from './toContractor';

export async function createContractor(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewContractor,
): Promise<Contractor> {
  const names = {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    companyName: input.companyName ?? null,
  };
  const problems = contractorNameProblems(names);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const row = await contractorRepository(dataSource).insert({
    organizationId: context.organizationId,
    ...names,
    vatNumber: input.vatNumber ?? null,
    specialty: input.specialty,
    hourlyRateCents: input.hourlyRateCents ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    rating: input.rating ?? null,
    isActive: input.isActive ?? true,
    sortName: contactSortName(names.companyName ? 'legal' : 'natural', names),
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  return toContractor(row);
}
