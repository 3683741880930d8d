import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { IdentityDeps } from '../identityDeps';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { issueReauthenticationCode } from '../sign-in/reauthentication';
import { userRepository } from '../repositories/userRepository';

/**
 * Mails a code that confirms one sensitive change, to the account address of an account without a password
 * (social sign-in only): proving that mailbox stands in for the password. An account with a password uses it.
 */
export async function requestReauthenticationCode(
  deps: IdentityDeps,
  context: RequestContext,
): Promise<void> {
  const user = await userRepository(deps.dataSource).findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (user.passwordHash)
    throw new AppError('business_rule', { messageKey: 'errors.reauthenticationUsesPassword' });
  const code = await issueReauthenticationCode(deps, user, deps.clock.now());
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'reauthentication_code', {
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, '/settings#account'),
      values: { code },
      // Not in a link, so named: the outbox redacts it once the mail is delivered.
      secrets: [code],
    }),
  );
}
