import { describe, expect, it } from 'vitest';
import { readCode } from './readCode';

describe('readCode', () => {
  it('reads the typed code without spaces, and an empty code when the field is missing', () => {
    const form = new FormData();
    form.set('code', ' 123 456 ');
    expect(readCode(form)).toBe('123456');
    expect(readCode(new FormData())).toBe('');
  });
});
