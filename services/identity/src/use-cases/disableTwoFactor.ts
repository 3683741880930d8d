import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { TwoFactorConfirmation } from '../domain/reauthentication';
import type { IdentityDeps } from '../identityDeps';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { recoveryCodeRepository } from '../repositories/recoveryCodeRepository';
import { userRepository } from '../repositories/userRepository';
import { acceptSecondFactor, splitSecondFactorCode } from '../sign-in/twoFactorCheck';

/** Turns two-factor off; needs the current password and a current code or an unused recovery code. The recovery codes go. */
export async function disableTwoFactor(
  deps: IdentityDeps,
  context: RequestContext,
  input: TwoFactorConfirmation,
  client: ClientInfo,
): Promise<void> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (!user.twoFactorEnabled)
    throw new AppError('business_rule', { messageKey: 'errors.twoFactorNotEnabled' });
  await confirmReauthentication(deps, user, input, client);
  if (!(await acceptSecondFactor(deps, user, splitSecondFactorCode(input.code)))) {
    throw new AppError('validation_error', { details: { code: 'validation.invalidTotpCode' } });
  }
  await users.update(user.organizationId, user.id, {
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorLastStep: null,
  });
  await recoveryCodeRepository(deps.dataSource).deleteForUser(user.organizationId, user.id);
}
