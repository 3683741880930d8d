import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPayment } from '../domain/rentPayment';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** Which due item: by its id, or by contract and period (API.md's body, once contracts exist). */
export type DueItemSelector = { id: string } | { contractId: string; period: string };

export type RegisterPaymentInput = DueItemSelector & {
  /** Total received on the item so far (not an increment); an overpayment is allowed and reads as paid. */
  paidCents: number;
  paidAt: string | null;
  /** Undefined keeps the notes; null or empty clears them. */
  notes?: string | null | undefined;
};

function problemsOf(input: RegisterPaymentInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Number.isSafeInteger(input.paidCents) || input.paidCents < 0) problems.paidCents = 'validation.invalid';
  if (input.paidCents > 0 && !input.paidAt) problems.paidAt = 'validation.required';
  // A payment cannot have been received in the future.
  if (input.paidAt && Number.isNaN(Date.parse(input.paidAt))) problems.paidAt = 'validation.invalidDate';
  else if (input.paidAt && input.paidAt > today) problems.paidAt = 'validation.notInFuture';
  return problems;
}

/** Sets what was received on a due item; the status follows from the amounts (another organization's item: not_found). */
export async function registerPayment(dataSource: DataSource, clock: Clock, context: RequestContext, input: RegisterPaymentInput): Promise<RentPayment> {
  const today = clock.today();
  const repository = rentPaymentRepository(dataSource);
  const item =
    'id' in input
      ? await repository.findById(context.organizationId, input.id)
      : await repository.findByContractPeriod(context.organizationId, input.contractId, input.period);
  if (!item) throw AppError.notFound('rentPayment');
  const problems = problemsOf(input, today);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  const changes = {
    paidCents: input.paidCents,
    // Nothing received means no payment date, whatever the form sent.
    paidAt: input.paidCents > 0 ? input.paidAt : null,
    notes: input.notes === undefined ? item.notes : input.notes?.trim() || null,
    updatedAt: clock.now(),
  };
  await repository.updateAmounts(context.organizationId, item.id, changes);
  return toRentPayment({ ...item, ...changes }, today);
}
