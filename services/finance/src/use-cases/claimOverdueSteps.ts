import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ClaimedOverdueStep, OverdueStep } from '../domain/overdueStep';
import { rentReminderRepository } from '../repositories/rentReminderRepository';

/** Claims steps (each once, even against a concurrent run) and answers those this call may carry out. */
export async function claimOverdueSteps(
  dataSource: DataSource,
  clock: Clock,
  steps: readonly OverdueStep[],
): Promise<ClaimedOverdueStep[]> {
  const claimed = await rentReminderRepository(dataSource).claim(steps, clock.now());
  const byKey = new Map(steps.map((step) => [`${step.rentPaymentId}:${step.step}`, step]));
  return claimed.flatMap((claim) => {
    const step = byKey.get(`${claim.rentPaymentId}:${claim.step}`);
    return step ? [{ ...step, claimId: claim.id }] : [];
  });
}
