import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, NewContract } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { resolveTerms, termsColumns } from './contractTerms';
import { contractStructuredReference, defaultContractNumber, draftColumns } from './createContract';
import { toContract } from './toContract';

/**
 * Many new drafts at once (the rent-roll import), all or none: each passes the rules of a single create
 * (`resolveTerms`), takes the next of the organization's sequence numbers, and they go in a few statements in one
 * transaction (a concurrent create that took a number too makes the unique index refuse the whole batch, which the
 * caller answers as an error to retry). Answers the contracts in the order given.
 */
export async function createContracts(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  inputs: NewContract[],
): Promise<Contract[]> {
  if (inputs.length === 0) return [];
  const terms = inputs.map((input) => resolveTerms(input));
  const now = clock.now();
  const year = Number(clock.today().slice(0, 4));
  const stored = await dataSource
    .transaction(async (manager) => {
      const repository = contractRepository(manager);
      const first = await repository.nextSequenceNumber(context.organizationId);
      return repository.insertMany(
        terms.map((term, index) => {
          const sequenceNumber = first + index;
          return {
            row: {
              organizationId: context.organizationId,
              ...termsColumns(term),
              contractNumber: inputs[index]?.contractNumber ?? defaultContractNumber(year, sequenceNumber),
              sequenceNumber,
              structuredReference: contractStructuredReference(year, sequenceNumber),
              version: 1,
              amendsContractId: null,
              ...draftColumns(now),
            },
            tenantIds: term.tenantIds,
          };
        }),
      );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', { cause: error });
      throw error;
    });
  return stored.map(toContract);
}
