import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { makeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, NewContract } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { resolveTerms, termsColumns } from './contractTerms';
import { toContract } from './toContract';

const SEQUENCE_ATTEMPTS = 3;

/**
 * The structured communication of a contract (tenants pay rent with it): year of creation and the
 * organization's sequence number, ten digits, so it is unique per organization and never changes.
 */
export function contractStructuredReference(createdYear: number, sequenceNumber: number): string {
  return makeStructuredReference(`${createdYear}${String(sequenceNumber).padStart(6, '0')}`);
}

export function defaultContractNumber(createdYear: number, sequenceNumber: number): string {
  return `${createdYear}-${String(sequenceNumber).padStart(4, '0')}`;
}

/** What a new draft (a first version or an amendment) starts with: not terminated, rendered, sent nor signed. */
export function draftColumns(now: Date) {
  return {
    status: 'draft',
    terminationDate: null,
    terminationReason: null,
    registeredOn: null,
    pdfDocumentId: null,
    docxDocumentId: null,
    sentAt: null,
    signedAt: null,
    createdAt: now,
    updatedAt: now,
  } as const;
}

/** A new draft. The BFF has checked that the property and tenants are the organization's (404 otherwise). */
export async function createContract(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewContract,
): Promise<Contract> {
  const terms = resolveTerms(input);
  const repository = contractRepository(dataSource);
  const now = clock.now();
  const year = Number(clock.today().slice(0, 4));
  for (let attempt = 1; ; attempt += 1) {
    const sequenceNumber = await repository.nextSequenceNumber(context.organizationId);
    try {
      const stored = await dataSource.transaction((manager) =>
        contractRepository(manager).insert(
          {
            organizationId: context.organizationId,
            ...termsColumns(terms),
            contractNumber: input.contractNumber ?? defaultContractNumber(year, sequenceNumber),
            sequenceNumber,
            structuredReference: contractStructuredReference(year, sequenceNumber),
            version: 1,
            amendsContractId: null,
            ...draftColumns(now),
          },
          terms.tenantIds,
        ),
      );
      return toContract(stored);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.contractNumber) throw contractNumberTaken(input.contractNumber);
      if (attempt >= SEQUENCE_ATTEMPTS) throw error;
    }
  }
}

export function contractNumberTaken(contractNumber: string): AppError {
  return new AppError('conflict', {
    messageKey: 'contracts.errors.numberTaken',
    params: { contractNumber },
    details: { contractNumber: 'validation.contractNumberTaken' },
  });
}
