import crypto from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: easy to read off paper and type back. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes like `k7fq-2mzx` (about 40 bits each). */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from(
      { length: 8 },
      (_, index) => (index === 4 ? '-' : '') + ALPHABET[crypto.randomInt(ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, code);
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/**
 * A keyed hash (HMAC-SHA256 with a key derived from the secrets key), so a copy of the database alone is not
 * enough to brute-force the short codes.
 */
export function hashRecoveryCode(encryptionKey: Buffer, code: string): string {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', encryptionKey, 'immodesk-identity', 'recovery-code-hashing', 32),
  );
  return crypto.createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');
}
