import { describe, expect, it } from 'vitest';
import { isUnlimited } from './usePlan';

describe('isUnlimited', () => {
  it('reads -1 (any negative maximum) as no maximum', () => {
    expect(isUnlimited(-1)).toBe(true);
  });

  it('reads zero and positive maxima as limits', () => {
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(3)).toBe(false);
  });
});
