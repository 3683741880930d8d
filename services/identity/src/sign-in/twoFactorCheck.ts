import type { UserRow } from '../entities/UserEntity';
import type { IdentityDeps } from '../identityDeps';
import { hashRecoveryCode } from '../domain/recoveryCodes';
import { recoveryCodeRepository } from '../repositories/recoveryCodeRepository';
import { userRepository } from '../repositories/userRepository';
import { matchTotpStep } from '../domain/totp';
import { decryptSecret } from '../domain/totpSecrets';

/**
 * Checks a second factor of a user with two-factor on: a current TOTP code (each 30-second step accepted once)
 * or one of the unused recovery codes (then marked used). True when accepted.
 */
export async function acceptSecondFactor(
  deps: IdentityDeps,
  user: UserRow,
  input: { totpCode?: string | undefined; recoveryCode?: string | undefined },
): Promise<boolean> {
  const now = deps.clock.now();
  if (input.totpCode && user.twoFactorSecret) {
    const step = await matchTotpStep(
      decryptSecret(deps.encryptionKey, user.twoFactorSecret),
      input.totpCode,
      now,
      user.twoFactorLastStep,
    );
    // The conditional update settles a race between two requests with the same code.
    return (
      step !== null &&
      (await userRepository(deps.dataSource).advanceTotpStep(user.organizationId, user.id, step))
    );
  }
  if (input.recoveryCode) {
    const codes = recoveryCodeRepository(deps.dataSource);
    const code = await codes.findUnused(
      user.organizationId,
      user.id,
      hashRecoveryCode(deps.encryptionKey, input.recoveryCode),
    );
    return code !== null && (await codes.markUsed(user.organizationId, code.id, now));
  }
  return false;
}

/** A code typed in one field: six digits are a TOTP code, anything else a recovery code. */
export function splitSecondFactorCode(code: string): { totpCode?: string; recoveryCode?: string } {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) ? { totpCode: trimmed } : { recoveryCode: trimmed };
}
