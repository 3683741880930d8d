import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { userRepository } from '../repositories/userRepository';
import { getOnboardingDismissedAt } from './getOnboardingDismissedAt';

/** Closes the checklist for good; closing it again keeps the first moment. */
export async function dismissOnboarding(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
): Promise<void> {
  if (await getOnboardingDismissedAt(dataSource, context)) return;
  await userRepository(dataSource).update(context.organizationId, context.userId, {
    onboardingDismissedAt: clock.now(),
  });
}
