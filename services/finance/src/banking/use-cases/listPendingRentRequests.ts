import type { DataSource } from 'typeorm';
import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';
import type { Clock } from '@immodesk/platform/ports/clock';
import { RentPaymentEntity } from '../../entities/RentPaymentEntity';
import { getFinanceSettingsOf } from '../../use-cases/getFinanceSettings';
import type { PendingRentRequest } from '../domain/pendingRentRequest';
import { RentRequestSendEntity } from '../entities/RentRequestSendEntity';

/** The longest lead the automation settings allow (`RENT_REQUEST_DAYS_BEFORE_MAX` of the settings contract). */
const LONGEST_LEAD_DAYS = 60;

/**
 * The due items whose rent request the automation should send today: the organization has rent requests on, the
 * item belongs to a contract, money is owed, it falls due within the set number of days (today included) and its
 * request was not sent before.
 */
export async function listPendingRentRequests(
  dataSource: DataSource,
  clock: Clock,
): Promise<PendingRentRequest[]> {
  const today = clock.today();
  const rows = await dataSource
    .getRepository(RentPaymentEntity)
    .createQueryBuilder('item')
    .leftJoin(
      RentRequestSendEntity.options.name,
      'sent',
      'sent.organizationId = item.organizationId AND sent.rentPaymentId = item.id',
    )
    .where('sent.id IS NULL')
    .andWhere('item.contractId IS NOT NULL')
    .andWhere('item.paidCents < item.amountDueCents')
    .andWhere('item.dueDate BETWEEN :today AND :last', {
      today,
      last: addCalendarDays(today, LONGEST_LEAD_DAYS),
    })
    .orderBy('item.dueDate', 'ASC')
    .getMany();
  const settings = await getFinanceSettingsOf(
    dataSource,
    rows.map((row) => row.organizationId),
  );
  return rows.flatMap((row) => {
    const automation = settings.get(row.organizationId)?.automations.rentRequests;
    if (!automation?.enabled || row.dueDate > addCalendarDays(today, automation.daysBeforeDue)) return [];
    return [{ organizationId: row.organizationId, rentPaymentId: row.id, dueDate: row.dueDate }];
  });
}
