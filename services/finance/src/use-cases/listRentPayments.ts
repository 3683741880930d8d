import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPaymentListQuery, RentPaymentPage } from '../domain/rentPayment';
import { statusCriteria } from '../domain/rentPaymentStatus';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** Due items, newest due date first, with the totals over every page; `from`/`to` bound the due date (inclusive); status is as of today. */
export async function listRentPayments(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  query: RentPaymentListQuery,
): Promise<RentPaymentPage> {
  const today = clock.today();
  const repository = rentPaymentRepository(dataSource);
  const filter = {
    contractId: query.contractId,
    propertyId: query.propertyId,
    tenantId: query.tenantId,
    period: query.period,
    status: query.status ? statusCriteria(query.status, today) : undefined,
    dueFrom: query.from,
    dueTo: query.to,
  };
  const [{ rows, total }, totals] = await Promise.all([
    repository.list(context.organizationId, { ...filter, page: query.page, pageSize: query.pageSize }),
    repository.totals(context.organizationId, filter),
  ]);
  return { items: rows.map((row) => toRentPayment(row, today)), total, totals };
}
