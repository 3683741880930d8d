import type { DataSource } from 'typeorm';
import type { UserRow } from '../entities/UserEntity';
import type { IdentityDeps } from '../identityDeps';
import { issueToken } from './identityTokens';
import { absoluteUrl, renderIdentityMail } from '../mails/renderIdentityMail';
import { identityTokenRepository } from '../repositories/identityTokenRepository';
import { userRepository } from '../repositories/userRepository';

/** The shell page that consumes the cancel link mailed to the old address. */
export const CANCEL_EMAIL_CHANGE_PATH = '/verify-email/cancel-change';

/**
 * Starts a change of the account address to `newEmail` (already marked pending): a confirmation link (48 h) to the
 * new address, and to the current one a notice with a link that cancels the change (7 days) and says how to
 * secure the account. One open change at a time: an older confirmation link (perhaps to a mistyped address) stops
 * working; older cancel links stay valid, they are the owner's way back.
 */
export async function startEmailChange(
  deps: IdentityDeps,
  user: UserRow,
  newEmail: string,
  now: Date,
): Promise<void> {
  const tokens = identityTokenRepository(deps.dataSource);
  await tokens.voidOpen(user.organizationId, user.id, 'change_email', now);
  const ids = { organizationId: user.organizationId, userId: user.id, now };
  const confirmToken = await issueToken(deps.dataSource, {
    ...ids,
    purpose: 'change_email',
    email: newEmail,
  });
  const cancelToken = await issueToken(deps.dataSource, {
    ...ids,
    purpose: 'cancel_email_change',
    email: user.email,
  });
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'confirm_email_change', {
      to: newEmail,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, '/verify-email', { token: confirmToken }),
    }),
  );
  await deps.mailer.send(
    renderIdentityMail(deps.brand, 'email_change_notice', {
      to: user.email,
      language: user.language,
      firstName: user.firstName,
      link: absoluteUrl(deps.brand, CANCEL_EMAIL_CHANGE_PATH, { token: cancelToken }),
      values: { newEmail, resetLink: absoluteUrl(deps.brand, '/forgot-password') },
    }),
  );
}

/**
 * Voids a pending change of address: its confirmation links stop working and the profile no longer shows it.
 * A password change or reset does this, so a change asked for by whoever knew the old password does not go on.
 */
export async function voidPendingEmailChange(
  dataSource: DataSource,
  user: { organizationId: string; id: string },
  now: Date,
): Promise<void> {
  await identityTokenRepository(dataSource).voidOpen(user.organizationId, user.id, 'change_email', now);
  await userRepository(dataSource).update(user.organizationId, user.id, { pendingEmail: null });
}
