import { describe, expect, it } from 'vitest';
import { isDeletionEmailCorrect } from './deletionCheck';

describe('isDeletionEmailCorrect', () => {
  it('accepts the account e-mail regardless of case and surrounding spaces', () => {
    expect(isDeletionEmailCorrect('  An@Example.be ', 'an@example.be')).toBe(true);
  });

  it('refuses another address or nothing', () => {
    expect(isDeletionEmailCorrect('an@example.com', 'an@example.be')).toBe(false);
    expect(isDeletionEmailCorrect('', 'an@example.be')).toBe(false);
  });
});
