import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { CurrentUser, LandlordIdentity, ProfileChanges } from '../domain/user';
import type { UserRow } from '../entities/UserEntity';
import { startEmailChange } from '../tokens/emailChange';
import type { IdentityDeps } from '../identityDeps';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { userRepository } from '../repositories/userRepository';
import { getCurrentUser } from './getCurrentUser';

const emptyToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

const LANDLORD_IDENTITY_FIELDS = [
  'street',
  'houseNumber',
  'bus',
  'postalCode',
  'city',
  'country',
  'birthDate',
  'birthPlace',
  'enterpriseNumber',
] as const satisfies readonly (keyof LandlordIdentity)[];

/**
 * Changes the signed-in user's profile. A new e-mail address needs the current password (or mailed code) and does
 * not replace the current one yet: it becomes `pendingEmail`, a confirmation link (48 h, single use) goes to it and
 * a notice with a cancel link to the current address (see emailChange.ts); verifyEmail swaps it in. Whether the
 * new address already has an account is not revealed here (the link then fails with "already exists" for the
 * mailbox owner only). Asking for the current address again cancels a pending change.
 */
export async function updateProfile(
  deps: IdentityDeps,
  context: RequestContext,
  input: ProfileChanges,
  client: ClientInfo,
): Promise<CurrentUser> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');

  const changes: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'language' | 'pendingEmail'> & LandlordIdentity
  > = {};
  for (const field of LANDLORD_IDENTITY_FIELDS)
    if (input[field] !== undefined) changes[field] = emptyToNull(input[field]) ?? null;
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = emptyToNull(input.lastName) ?? null;
  if (input.phone !== undefined) changes.phone = emptyToNull(input.phone) ?? null;
  if (input.language !== undefined) changes.language = input.language;

  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
  // Before anything changes: a refused proof leaves the whole profile as it was.
  if (newEmail) await confirmReauthentication(deps, user, input, client);
  if (input.email !== undefined && newEmail === null) changes.pendingEmail = null;
  if (newEmail) changes.pendingEmail = newEmail;
  if (Object.keys(changes).length > 0) await users.update(user.organizationId, user.id, changes);

  if (newEmail) await startEmailChange(deps, { ...user, ...changes }, newEmail, deps.clock.now());
  return getCurrentUser(deps.dataSource, context);
}
