import type { TDisableTwoFactorRequest } from '@immodesk/contracts/user/twoFactor.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { verifyPassword } from '../passwords';
import { recoveryCodeRepository } from '../repositories/recoveryCodeRepository';
import { userRepository } from '../repositories/userRepository';
import { acceptSecondFactor, splitSecondFactorCode } from '../twoFactorCheck';

/** Turns two-factor off; needs the password and a current code or an unused recovery code. The recovery codes go. */
export async function disableTwoFactor(deps: IdentityDeps, context: RequestContext, input: TDisableTwoFactorRequest): Promise<void> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (!user.twoFactorEnabled) throw new AppError('business_rule', { messageKey: 'errors.twoFactorNotEnabled' });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('validation_error', { details: { password: 'validation.passwordIncorrect' } });
  }
  if (!(await acceptSecondFactor(deps, user, splitSecondFactorCode(input.code)))) {
    throw new AppError('validation_error', { details: { code: 'validation.invalidTotpCode' } });
  }
  await users.update(user.organizationId, user.id, { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null });
  await recoveryCodeRepository(deps.dataSource).deleteForUser(user.organizationId, user.id);
}
