import { describe, expect, it } from 'vitest';
import { centsToEuroText, parseEuroToCents } from './euroInput';

describe('parseEuroToCents', () => {
  it('reads Belgian and plain notations', () => {
    expect(parseEuroToCents('1.150,50')).toBe(115_050);
    expect(parseEuroToCents('1150.5')).toBe(115_050);
    expect(parseEuroToCents('€ 950')).toBe(95_000);
    expect(parseEuroToCents('1.500')).toBe(150_000);
  });

  it('treats empty as no value and refuses text', () => {
    expect(parseEuroToCents('  ')).toBeNull();
    expect(parseEuroToCents('twaalf')).toBeUndefined();
    expect(parseEuroToCents('-5')).toBeUndefined();
  });

  it('writes cents back for editing', () => {
    expect(centsToEuroText(115_050)).toBe('1150,50');
    expect(centsToEuroText(95_000)).toBe('950');
    expect(centsToEuroText(null)).toBe('');
  });
});
