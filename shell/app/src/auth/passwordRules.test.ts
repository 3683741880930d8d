import { describe, expect, it } from 'vitest';
import { checkNewPassword, hasPasswordErrors } from './passwordRules';

describe('checkNewPassword', () => {
  it('refuses a password shorter than 8 characters', () => {
    expect(checkNewPassword('short12', 'short12')).toEqual({ password: 'tooShort' });
  });

  it('refuses a confirmation that differs', () => {
    expect(checkNewPassword('long-enough', 'long-enougH')).toEqual({ confirmation: 'mismatch' });
  });

  it('reports both problems at once', () => {
    expect(checkNewPassword('short', 'other')).toEqual({ password: 'tooShort', confirmation: 'mismatch' });
  });

  it('accepts 8 matching characters', () => {
    const errors = checkNewPassword('12345678', '12345678');
    expect(errors).toEqual({});
    expect(hasPasswordErrors(errors)).toBe(false);
  });
});
