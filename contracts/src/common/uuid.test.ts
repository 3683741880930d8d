import { describe, expect, it } from 'vitest';
import { ZUuid } from './primitives';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it.each([
    '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101',
    '0B7F4F0E-1C1A-4D4E-9F55-3F7A2B9D0101',
    '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    '01890a5d-ac96-774b-bcce-b302099a8057',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0b7f4f0e-1c1a-0d4e-9f55-3f7a2b9d0101',
    '0b7f4f0e-1c1a-4d4e-7f55-3f7a2b9d0101',
    '0b7f4f0e1c1a4d4e9f553f7a2b9d0101',
    'general',
    '',
    ' 0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101',
  ])('answers %j as ZUuid does', (value) => {
    expect(isUuid(value)).toBe(ZUuid.safeParse(value).success);
  });

  it('accepts a v4 id and refuses a word', () => {
    expect(isUuid('0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101')).toBe(true);
    expect(isUuid('general')).toBe(false);
  });
});
