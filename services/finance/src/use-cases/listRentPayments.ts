import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPayment, RentPaymentListQuery } from '../domain/rentPayment';
import { statusCriteria } from '../domain/rentPaymentStatus';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** Due items, newest due date first; `from`/`to` bound the due date (inclusive); status is as of today. */
export async function listRentPayments(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  query: RentPaymentListQuery,
): Promise<Page<RentPayment>> {
  const today = clock.today();
  const { rows, total } = await rentPaymentRepository(dataSource).list(context.organizationId, {
    contractId: query.contractId,
    propertyId: query.propertyId,
    tenantId: query.tenantId,
    status: query.status ? statusCriteria(query.status, today) : undefined,
    dueFrom: query.from,
    dueTo: query.to,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { items: rows.map((row) => toRentPayment(row, today)), total };
}
