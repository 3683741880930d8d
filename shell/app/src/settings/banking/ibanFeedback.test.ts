import { describe, expect, it } from 'vitest';
import { ibanFeedback } from './ibanFeedback';

describe('ibanFeedback', () => {
  it('waits while a number is still being typed, then says whether it is valid', () => {
    expect(ibanFeedback('', false)).toBe('none');
    expect(ibanFeedback('B', false)).toBe('none');
    expect(ibanFeedback('BE71 0961 2345', false)).toBe('none');
    expect(ibanFeedback('BE71 0961 2345 6769', false)).toBe('valid');
    expect(ibanFeedback('be71096123456769', false)).toBe('valid');
    expect(ibanFeedback('BE71 0961 2345 6768', false)).toBe('invalid');
  });

  it('refuses at once what cannot become an IBAN, and an incomplete number once the field is left', () => {
    expect(ibanFeedback('12', false)).toBe('invalid');
    expect(ibanFeedback('QQ12', false)).toBe('invalid');
    expect(ibanFeedback('BE71 0961 2345 67690', false)).toBe('invalid');
    expect(ibanFeedback('BE71 0961 2345', true)).toBe('invalid');
    expect(ibanFeedback('', true)).toBe('none');
  });
});
