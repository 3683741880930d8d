import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(input: { issuer: string; label: string; secret: string }): string {
  return generateURI(input);
}

/**
 * The time step a 6-digit code matches at `now` (one step of clock drift either way), or null. A step at or
 * before `lastStep` is refused, so a code that was accepted once cannot be used again.
 */
export async function matchTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The functional API types TOTP and HOTP results together; only a TOTP result has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
