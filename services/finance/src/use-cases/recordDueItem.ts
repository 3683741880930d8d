import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPayment } from '../domain/rentPayment';
import { isRentPeriod } from '../domain/rentPeriod';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

export type RecordDueItemInput = {
  contractId?: string | null;
  propertyId?: string | null;
  tenantId?: string | null;
  period: string;
  dueDate: string;
  amountDueCents: number;
  notes?: string | null;
};

function problemsOf(input: RecordDueItemInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.contractId && !input.propertyId) problems.propertyId = 'validation.required';
  if (!isRentPeriod(input.period)) problems.period = 'validation.invalid';
  if (!isCalendarDate(input.dueDate)) problems.dueDate = 'validation.invalidDate';
  if (!Number.isSafeInteger(input.amountDueCents) || input.amountDueCents <= 0)
    problems.amountDueCents = 'validation.invalid';
  return problems;
}

/**
 * Records the rent due for one period (today by the seed; later by the rent-generation job from contracts).
 * A second item for the same contract (or, without contract, the same property and tenant) and period is a
 * `conflict`, so generating twice never bills a tenant twice.
 */
export async function recordDueItem(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: RecordDueItemInput,
): Promise<RentPayment> {
  const problems = problemsOf(input);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const repository = rentPaymentRepository(dataSource);
  const key = {
    contractId: input.contractId ?? null,
    propertyId: input.propertyId ?? null,
    tenantId: input.tenantId ?? null,
    period: input.period,
  };
  const exists = input.contractId
    ? (await repository.findByContractPeriod(context.organizationId, input.contractId, input.period)) !== null
    : await repository.existsWithKey(context.organizationId, key);
  if (exists) throw new AppError('conflict', { details: { period: 'validation.invalid' } });
  const row = await repository.insert({
    organizationId: context.organizationId,
    ...key,
    periodStart: null,
    periodEnd: null,
    dueDate: input.dueDate,
    amountDueCents: input.amountDueCents,
    rentCents: input.amountDueCents,
    chargesCents: 0,
    paidCents: 0,
    paidAt: null,
    notes: input.notes?.trim() || null,
    settledAs: null,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  return toRentPayment(row, clock.today());
}
