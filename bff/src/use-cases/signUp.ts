import type { TSignupRequest, TSignupResponse } from '@immodesk/contracts/auth/signup.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { Logger } from '@immodesk/platform/logger';
import { welcomeNewOwner } from '../notifications/welcomeNotification';

export type SignUpDeps = {
  identity: Pick<IdentityApi, 'signUp'>;
  messaging: Pick<MessagingApi, 'notify'>;
  logger: Logger;
};

/**
 * Sign-up, and for a new account its welcome, waiting in the bell at the first sign-in. The answer is the same
 * whether or not the address already had an account (sign-up never tells), so only a created account is welcomed.
 */
export async function signUp(
  deps: SignUpDeps,
  input: TSignupRequest & { language: TLanguage },
): Promise<TSignupResponse> {
  const { email, createdOwner } = await deps.identity.signUp(input);
  if (createdOwner) await welcomeNewOwner(deps, deps.logger, createdOwner);
  return { email };
}
