import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { userRepository } from '../repositories/userRepository';

/** When the user closed the getting-started checklist (ISO instant), or null while it shows. */
export async function getOnboardingDismissedAt(
  dataSource: DataSource,
  context: RequestContext,
): Promise<string | null> {
  const user = await userRepository(dataSource).findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  return user.onboardingDismissedAt?.toISOString() ?? null;
}
