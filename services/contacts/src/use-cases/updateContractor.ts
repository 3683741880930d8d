import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { contactSortName, contractorNameProblems } from '../domain/contactNames';
import type { Contractor, ContractorChanges } from '../domain/contractor';
import { contractorRepository } from '../repositories/contractorRepository';
import { toContractor } from './toContractor';

/** Edits, deactivates or reactivates a contractor; another organization's contractor is `not_found`. */
export async function updateContractor(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; changes: ContractorChanges },
): Promise<Contractor> {
  const repository = contractorRepository(dataSource);
  const row = await repository.findById(context.organizationId, input.id);
  if (!row) throw AppError.notFound('contractor');
  const defined = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as ContractorChanges;
  const next = { ...row, ...defined };
  const names = { firstName: next.firstName, lastName: next.lastName, companyName: next.companyName };
  const problems = contractorNameProblems(names);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const saved = await repository.save({
    ...next,
    sortName: contactSortName(names.companyName ? 'legal' : 'natural', names),
    updatedAt: clock.now(),
  });
  return toContractor(saved);
}
