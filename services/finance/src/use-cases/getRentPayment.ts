import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPayment } from '../domain/rentPayment';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** One due item of the organization (another organization's: not_found). */
export async function getRentPayment(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<RentPayment> {
  const row = await rentPaymentRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('rentPayment');
  return toRentPayment(row, clock.today());
}
