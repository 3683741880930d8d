import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('stores Belgian numbers typed the usual ways in E.164', () => {
    expect(normalizePhone('0470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('+32 470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('0032 470/12.34.56')).toBe('+32470123456');
    expect(normalizePhone('02 123 45 67')).toBe('+3221234567');
  });

  it('keeps a foreign number with its country code', () => {
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses what cannot be a phone number', () => {
    expect(normalizePhone('123')).toBeNull();
    expect(normalizePhone('0470 12 34')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows Belgian numbers the Belgian way and foreign ones internationally', () => {
    expect(formatPhone('+32470123456')).toBe('0470 12 34 56');
    expect(formatPhone('+3221234567')).toBe('02 123 45 67');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});
