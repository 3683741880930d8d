import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ReauthenticationProof } from '../domain/reauthentication';
import type { IdentityDeps } from '../identityDeps';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { userRepository } from '../repositories/userRepository';

/** The signed-in user's proof for a sensitive change made outside identity (account deletion); see reauthentication.ts. */
export async function reauthenticate(
  deps: IdentityDeps,
  context: RequestContext,
  proof: ReauthenticationProof,
  client: ClientInfo,
): Promise<void> {
  const user = await userRepository(deps.dataSource).findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  await confirmReauthentication(deps, user, proof, client);
}
