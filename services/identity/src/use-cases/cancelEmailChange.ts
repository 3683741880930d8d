import { AppError } from '@immodesk/platform/errors';
import { voidPendingEmailChange } from '../tokens/emailChange';
import { endSessionsOfUser } from '../sessions/endSessions';
import type { IdentityDeps } from '../identityDeps';
import { consumeToken } from '../tokens/identityTokens';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';
import type { SessionCache } from '../sessions/sessionCache';
import { startTrialOnceVerified } from './startTrialOnceVerified';

/**
 * The owner's way back from a change of address asked for in their name, from the link in the notice mailed to
 * the old address (7 days, single use): the old address is the account's again (if the new one was already
 * confirmed), the pending change is void, every cancel link goes (so one kept from a later change to an
 * attacker's address cannot switch it back) and every session ends but `keepSessionId`, the owner's own.
 */
export async function cancelEmailChange(
  deps: IdentityDeps,
  cache: SessionCache,
  input: { token: string; keepSessionId: string | null },
): Promise<{ email: string }> {
  const invalid = new AppError('business_rule', { messageKey: 'errors.invalidEmailChangeCancelLink' });
  const now = deps.clock.now();
  const token = await consumeToken(deps.dataSource, input.token, ['cancel_email_change'], now);
  if (!token) throw invalid;
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(token.organizationId, token.userId);
  if (!user) throw invalid;
  // Securing the account comes first: it holds even when the old address cannot be given back below.
  await voidPendingEmailChange(deps.dataSource, user, now);
  await identityTokenRepository(deps.dataSource).voidOpen(
    user.organizationId,
    user.id,
    'cancel_email_change',
    now,
  );
  await endSessionsOfUser(
    deps.dataSource,
    cache,
    { organizationId: user.organizationId, userId: user.id },
    input.keepSessionId ?? undefined,
  );
  if (user.email !== token.email) {
    const owner = await users.findByEmail(token.email);
    if (owner && owner.id !== user.id) throw new AppError('conflict', { messageKey: 'errors.emailTaken' });
    // The link reached this mailbox, so the address is proven again.
    await users.update(user.organizationId, user.id, { email: token.email, isEmailVerified: true });
    await startTrialOnceVerified(deps, user);
  }
  return { email: token.email };
}
