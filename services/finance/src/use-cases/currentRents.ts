import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import { rentPriceRepository } from '../repositories/rentPriceRepository';

/**
 * The rent in force on a day for the given contracts that have a rent of their own since signing (an indexation):
 * contract id → monthly rent in cents. A contract without one is absent (its lease rent applies).
 */
export async function currentRents(
  dataSource: DataSource,
  context: RequestContext,
  input: { contractIds: string[]; on: string },
): Promise<Record<string, number>> {
  if (!isCalendarDate(input.on))
    throw new AppError('validation_error', { details: { on: 'validation.invalidDate' } });
  const rents: Record<string, number> = {};
  for (let index = 0; index < input.contractIds.length; index += 1000) {
    const chunk = input.contractIds.slice(index, index + 1000);
    for (const price of await rentPriceRepository(dataSource).ofOrganizationContracts(
      context.organizationId,
      chunk,
      input.on,
    ))
      rents[price.contractId] = price.rentCents;
  }
  return rents;
}
