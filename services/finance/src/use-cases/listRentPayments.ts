import type { DataSource } from 'typeorm';
import type { TListRentPaymentsQuery, TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { statusCriteria } from '../domain/rentPaymentStatus';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** Due items, newest due date first; `from`/`to` bound the due date (inclusive); status is as of today. */
export async function listRentPayments(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  query: TListRentPaymentsQuery,
): Promise<TListRentPaymentsResponse> {
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
