import QRCode from 'qrcode';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { ReauthenticationProof, TwoFactorSetup } from '../domain/reauthentication';
import type { IdentityDeps } from '../identityDeps';
import { confirmReauthentication, type ClientInfo } from '../sign-in/reauthentication';
import { userRepository } from '../repositories/userRepository';
import { newTotpSecret, totpUri } from '../domain/totp';
import { encryptSecret } from '../domain/totpSecrets';

/**
 * Starts two-factor setup: a new secret, stored encrypted as pending (not active until enableTwoFactor confirms a
 * code from it), returned with its otpauth:// URL and that URL as a QR code. Starting again replaces the pending
 * secret. Needs the current password: a stolen session alone must not tie the account to someone else's app.
 */
export async function setUpTwoFactor(
  deps: IdentityDeps,
  context: RequestContext,
  input: ReauthenticationProof,
  client: ClientInfo,
): Promise<TwoFactorSetup> {
  const users = userRepository(deps.dataSource);
  const user = await users.findUser(context.organizationId, context.userId);
  if (!user) throw new AppError('unauthenticated');
  if (user.twoFactorEnabled) throw new AppError('conflict', { messageKey: 'errors.twoFactorAlreadyEnabled' });
  // Two-factor guards the password login; an account without a password (social sign-in only) would lock itself out.
  if (!user.passwordHash)
    throw new AppError('business_rule', { messageKey: 'errors.twoFactorNeedsPassword' });
  await confirmReauthentication(deps, user, input, client);
  const secret = newTotpSecret();
  await users.update(user.organizationId, user.id, {
    twoFactorPendingSecret: encryptSecret(deps.encryptionKey, secret),
  });
  const otpauthUrl = totpUri({ issuer: deps.brand.productName(), label: user.email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 240,
  });
  return { secret, otpauthUrl, qrCodeDataUrl };
}
