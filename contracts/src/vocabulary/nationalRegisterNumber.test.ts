import { describe, expect, it } from 'vitest';
import { formatNationalRegisterNumber, normalizeNationalRegisterNumber } from './nationalRegisterNumber';

describe('normalizeNationalRegisterNumber', () => {
  it('accepts the number as an identity card prints it and stores the eleven digits', () => {
    // python-stdnum's be.nn example.
    expect(normalizeNationalRegisterNumber('85.07.30-033.28')).toBe('85073003328');
    expect(normalizeNationalRegisterNumber('85073003328')).toBe('85073003328');
    expect(normalizeNationalRegisterNumber('85 07 30 033 28')).toBe('85073003328');
  });

  it('checks people born from 2000 with a 2 before the nine digits', () => {
    expect(normalizeNationalRegisterNumber('05.03.15-002.91')).toBe('05031500291');
    // The same digits with the check of a birth in 1905 are a valid number too, and nothing else is.
    expect(normalizeNationalRegisterNumber('05.03.15-002.62')).toBe('05031500262');
    expect(normalizeNationalRegisterNumber('05.03.15-002.63')).toBeNull();
  });

  it('refuses a wrong check number, a wrong length, an impossible month or day', () => {
    expect(normalizeNationalRegisterNumber('85.07.30-033.29')).toBeNull();
    expect(normalizeNationalRegisterNumber('8507300332')).toBeNull();
    expect(normalizeNationalRegisterNumber('00000000000')).toBeNull();
    // Month 13 and 31 February, each with a check number that would otherwise match.
    expect(
      normalizeNationalRegisterNumber(`851301033${String(97 - (851301033 % 97)).padStart(2, '0')}`),
    ).toBeNull();
    expect(
      normalizeNationalRegisterNumber(`850231033${String(97 - (850231033 % 97)).padStart(2, '0')}`),
    ).toBeNull();
  });

  it('accepts a number issued when the birth date was unknown (month 00)', () => {
    expect(
      normalizeNationalRegisterNumber(`850000033${String(97 - (850000033 % 97)).padStart(2, '0')}`),
    ).not.toBeNull();
  });
});

describe('formatNationalRegisterNumber', () => {
  it('writes the number as the identity card does', () => {
    expect(formatNationalRegisterNumber('85073003328')).toBe('85.07.30-033.28');
  });
});
