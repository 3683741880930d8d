import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { calendarDaysBetween, isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { periodOfKey } from '../domain/rentPeriodFrequency';
import { proRata } from '../domain/rentSchedule';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { rentPriceRepository } from '../repositories/rentPriceRepository';

export type RepriceInput = { contractId: string; effectiveFrom: string; rentCents: number };

/**
 * A new rent from a day on (indexation): the contract's items due on or after that day with nothing received yet
 * get it (pro rata for a partial period), and every item the schedule creates afterwards too. Items with money on
 * them keep their amount. Answers how many items changed. The contract is checked to be the organization's by the
 * caller.
 */
export async function repriceFutureDueItems(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: RepriceInput,
): Promise<number> {
  const problems: Record<string, string> = {};
  if (!isCalendarDate(input.effectiveFrom)) problems.effectiveFrom = 'validation.invalidDate';
  if (!Number.isSafeInteger(input.rentCents) || input.rentCents <= 0)
    problems.rentCents = 'validation.invalid';
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return dataSource.transaction(async (manager) => {
    const now = clock.now();
    await rentPriceRepository(manager).put({
      organizationId: context.organizationId,
      contractId: input.contractId,
      effectiveFrom: input.effectiveFrom,
      rentCents: input.rentCents,
      createdAt: now,
    });
    const items = rentPaymentRepository(manager);
    const unpaid = await items.unpaidItemsDueFrom(
      context.organizationId,
      input.contractId,
      input.effectiveFrom,
    );
    for (const item of unpaid) {
      const period = periodOfKey(item.period);
      const rentCents =
        period && item.periodStart && item.periodEnd
          ? proRata(
              input.rentCents,
              calendarDaysBetween(item.periodStart, item.periodEnd) + 1,
              calendarDaysBetween(period.start, period.end) + 1,
            )
          : input.rentCents;
      await items.updateSchedule(context.organizationId, item.id, {
        periodEnd: item.periodEnd,
        rentCents,
        chargesCents: item.chargesCents,
        amountDueCents: rentCents + item.chargesCents,
        updatedAt: now,
      });
    }
    return unpaid.length;
  });
}
