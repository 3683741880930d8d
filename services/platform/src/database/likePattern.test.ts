import { describe, expect, it } from 'vitest';
import { containsPattern } from './likePattern';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('Gent')).toBe('%Gent%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a!b')).toBe('%50!%!_a!!b%');
  });
});
