import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';

describe('recovery codes', () => {
  const key = crypto.randomBytes(32);

  it('makes ten distinct, readable codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
  });

  it('hashes with the key, ignoring case, spaces and dashes', () => {
    expect(hashRecoveryCode(key, 'ABCD-efgh')).toBe(hashRecoveryCode(key, ' abcd efgh'));
    expect(hashRecoveryCode(key, 'abcd-efgh')).not.toBe(
      hashRecoveryCode(crypto.randomBytes(32), 'abcd-efgh'),
    );
    expect(hashRecoveryCode(key, 'abcd-efgh')).toMatch(/^[0-9a-f]{64}$/);
  });
});
